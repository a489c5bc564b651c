/**
 * Content made through the REST API as the e2e admin, holding every rich-text node type
 * (tests/helpers/every-node.ts): a published post, and a published landing page with every
 * layout block (the demo page's blocks, then a rich-text block holding every node and a media
 * block). `remove` deletes both.
 */
import type { APIRequestContext } from '@playwright/test'

import { everyNodeDocument } from '../helpers/every-node'
import { expect } from './fixtures'
import { adminHeaders } from './helpers'

export type EveryNodeContent = {
  postPath: string
  pagePath: string
  /** The post the relation node points at. */
  related: { title: string; path: string }
  /** Deletes both, through `request` (an afterAll's own: Playwright does not share a beforeAll's). */
  remove: (request: APIRequestContext) => Promise<void>
}

/** `value` without the `id` keys of its objects (block and array row ids belong to their document). */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'id')
        .map(([k, v]) => [k, withoutIds(v)]),
    )
  return value
}

async function json<T>(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
): Promise<T> {
  const response = await request.get(path, { headers })
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

/** Creates the post and the landing page; `label` makes their titles and slugs unique per spec. */
export async function createEveryNodeContent(
  request: APIRequestContext,
  label: string,
): Promise<EveryNodeContent> {
  const headers = await adminHeaders(request)
  const media = (await json<{ docs: { id: number }[] }>(request, '/api/media?limit=1&depth=0', headers))
    .docs[0]!.id
  const related = (
    await json<{ docs: { id: number; title: string; slug: string }[] }>(
      request,
      '/api/posts?limit=1&depth=0&where[_status][equals]=published',
      headers,
    )
  ).docs[0]!
  const content = everyNodeDocument({ media, related: related.id })
  const slug = `every-node-${label}`

  const post = await request.post('/api/posts', {
    headers,
    data: {
      title: `Every rich text node ${label}`,
      slug,
      excerpt: 'A post that holds every node the editor inserts.',
      heroImage: media,
      author: 'E2E',
      content,
      _status: 'published',
    },
  })
  expect(post.status(), await post.text()).toBe(201)
  const postId = ((await post.json()) as { doc: { id: number } }).doc.id

  const demo = (
    await json<{ docs: Record<string, unknown>[] }>(
      request,
      '/api/pages?where[slug][equals]=web-design-offer&depth=0',
      headers,
    )
  ).docs[0]!
  const layout = [
    ...(withoutIds(demo.layout) as object[]),
    { blockType: 'richText', content },
    { blockType: 'mediaWithCaption', image: media, caption: 'A media block with its caption' },
  ]
  const page = await request.post('/api/pages', {
    headers,
    data: {
      ...(withoutIds({ meta: demo.meta }) as object),
      title: `Every block ${label}`,
      slug,
      layout,
      _status: 'published',
    },
  })
  expect(page.status(), await page.text()).toBe(201)
  const pageId = ((await page.json()) as { doc: { id: number } }).doc.id

  return {
    postPath: `/blog/${slug}`,
    pagePath: `/${slug}`,
    related: { title: related.title, path: `/blog/${related.slug}` },
    remove: async (request) => {
      const headers = await adminHeaders(request)
      expect((await request.delete(`/api/posts/${postId}`, { headers })).status()).toBe(200)
      expect((await request.delete(`/api/pages/${pageId}`, { headers })).status()).toBe(200)
    },
  }
}
