/**
 * Every way content changes refreshes every output derived from it. Generated over
 * (way of change × output): each way publishes a post of its own, then each output is read
 * again and must show the post while its cached copy is dropped.
 *
 * Next's cache is modelled as the server runs it: `revalidateTag` expires a tag only inside a
 * live request (the REST API's); elsewhere (the jobs cron, which runs in the async context of
 * the request that started it) it neither throws nor expires anything. A stand-in for the
 * server's `POST /api/internal/revalidate` on 127.0.0.1:PORT expires every content tag and
 * empties the page cache, as the real one does. Each output's tags are those its cached reads
 * ask for while it is built.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.PORT = '3232'
  process.env.NEXT_RUNTIME = 'nodejs'
})
vi.mock('next/cache', () => import('../helpers/next-cache').then((m) => m.nextCacheStandIn))

import { getEnv, localOrigin } from '@/env'
import { onPageCachePurge } from '@/infra/page-cache-purge'
import { postPath } from '@/lib/blog'
import { askServerToExpire } from '@/lib/revalidate-token'
import { runNotifications } from '@/mail'
import type { Post } from '@/payload-types'
import { getPost, getPostPage } from '@/server/blog'
import { getSitemapEntries } from '@/server/seo/sitemap-entries'

import { cacheState as state } from '../helpers/next-cache'
import { seededPayload } from '../helpers/payload'
import { startRevalidateStandin } from '../helpers/revalidate-standin'
import { createPost } from '../helpers/posts'
import { restLogin, restRoute } from '../helpers/rest'
import { titles } from '../helpers/search'

let payload: Payload
let closeStandin: () => Promise<void>
let token: string
let purges = 0

/** A way content changes: publishes draft `post` as `title`. */
type Way = { name: string; publish: (post: Post, title: string) => Promise<void> }

/** Inside a live request of the REST API, as the admin and API clients send it. */
async function inRestRequest(send: () => Promise<Response>): Promise<void> {
  state.live = true
  try {
    expect((await send()).status).toBe(200)
  } finally {
    state.live = false
  }
}

const WAYS: Way[] = [
  {
    name: 'the admin (REST, one document)',
    publish: (post, title) =>
      inRestRequest(() =>
        restRoute(`/api/posts/${post.id}`, {
          method: 'PATCH',
          token,
          body: JSON.stringify({ title, _status: 'published' }),
        }),
      ),
  },
  {
    name: 'a bulk edit (REST, where)',
    publish: (post, title) =>
      inRestRequest(() =>
        restRoute(`/api/posts?where[id][in][0]=${post.id}`, {
          method: 'PATCH',
          token,
          body: JSON.stringify({ title, _status: 'published' }),
        }),
      ),
  },
  {
    name: 'a scheduled publish (jobs cron)',
    publish: async (post, title) => {
      await payload.update({
        collection: 'posts',
        id: post.id,
        data: { title },
        draft: true,
        context: { disableRevalidate: true },
      })
      await payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
        waitUntil: new Date(Date.now() - 1000),
      })
      await runNotifications(payload)
    },
  },
  {
    name: 'the local API of the running server (a script, a server action)',
    publish: async (post, title) => {
      await payload.update({ collection: 'posts', id: post.id, data: { title, _status: 'published' } })
    },
  },
  {
    // What scripts/seed.ts does: writes without hooks' expiry, then asks the running server.
    name: 'a seed of the running site (npm run seed)',
    publish: async (post, title) => {
      await payload.update({
        collection: 'posts',
        id: post.id,
        data: { title, _status: 'published' },
        context: { disableRevalidate: true },
      })
      expect(await askServerToExpire(localOrigin(getEnv()), getEnv().PAYLOAD_SECRET)).toBe(true)
    },
  },
]

/** An output derived from content: whether it shows `post`, built from the cached reads. */
type Output = { name: string; shows: (post: Post) => Promise<boolean> }

const OUTPUTS: Output[] = [
  {
    name: 'the /blog page',
    shows: async (post) => !!(await getPostPage(1))?.posts.some((p) => p.id === post.id),
  },
  { name: 'the post page', shows: async (post) => (await getPost(post.slug))?.title === post.title },
  {
    name: 'sitemap.xml',
    shows: async (post) => (await getSitemapEntries()).some((e) => e.url.endsWith(postPath(post.slug))),
  },
  {
    name: 'the RSS feed',
    shows: async (post) => {
      const { GET } = await import('@/app/(frontend)/blog/rss.xml/route')
      return (await (await GET()).text()).includes(post.title)
    },
  },
]

beforeAll(async () => {
  closeStandin = await startRevalidateStandin(() => (purges += 1))
  onPageCachePurge(() => (purges += 1))
  payload = await seededPayload()
  const email = 'outputs-editor@example.com'
  const password = 'a-long-password-123'
  await payload.create({
    collection: 'users',
    data: { email, password, role: 'editor' },
    context: { disableRevalidate: true },
  })
  token = ((await (await restLogin(email, password)).json()) as { token: string }).token
}, 300_000)

afterAll(async () => {
  await payload.destroy()
  await closeStandin()
  delete process.env.NEXT_RUNTIME
})

// Words of distinct stems: the search compares English stems (`Quokkae` is `quokka`).
describe.each(WAYS.map((way, i) => ({ ...way, word: `Quokka${'abcdefgh'[i]}x` })))(
  'a post published through $name',
  ({ publish, word }) => {
    let post: Post

    beforeAll(async () => {
      const draft = await createPost(payload, { title: `Not yet ${word}` }, true)
      state.expired.clear()
      purges = 0
      await publish(draft, `${word} launch notes`)
      post = await payload.findByID({ collection: 'posts', id: draft.id, depth: 0 })
      // The revalidate call of the local API is answered after the change.
      await new Promise((resolve) => setTimeout(resolve, 200))
    })

    it.each(OUTPUTS)('shows in $name, whose cached copy is dropped', async ({ shows }) => {
      expect(post._status).toBe('published')
      state.reading.clear()
      expect(await shows(post)).toBe(true)
      const read = [...state.reading]
      expect(read).toContain('posts')
      expect(read.filter((tag) => state.expired.has(tag))).toContain('posts')
    })

    it('shows in the search index', async () => {
      expect(await titles(word)).toEqual([`${word} launch notes`])
    })

    it('empties the page cache (of every instance: src/infra/page-cache-purge.ts)', () => {
      expect(purges).toBeGreaterThan(0)
    })
  },
)
