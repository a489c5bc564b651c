/**
 * /robots.txt, serialized by Next and read by a robots.txt parser: Googlebot may fetch the
 * pages and the media files the pages name as images, never the admin or the JSON API. A
 * planted rule that blocks media is reported.
 */
import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data.js'
import { describe, expect, it } from 'vitest'

import robots from '@/app/robots'
import { getEnv } from '@/env'

import { refusedUrls } from '../helpers/robots'

const base = () => getEnv().SERVER_URL
const crawlable = () => [
  `${base()}/`,
  `${base()}/blog/some-post`,
  `${base()}/api/media/file/hero-1200x630.webp`,
  `${base()}/api/media/file/logo.svg`,
]
const refused = () => [
  `${base()}/admin`,
  `${base()}/admin/collections/posts`,
  `${base()}/api/getSettings`,
  `${base()}/api/media`,
]

describe('robots.txt', () => {
  it('lets Googlebot fetch pages and media files, not the admin or the API', () => {
    const text = resolveRobots(robots())
    const url = `${base()}/robots.txt`
    expect(refusedUrls(url, text, crawlable())).toEqual([])
    expect(refusedUrls(url, text, refused())).toEqual(refused())
    expect(text).toContain(`Sitemap: ${base()}/sitemap.xml`)
  })

  it('reports a rule that blocks media', () => {
    const planted = resolveRobots(robots()).replace('Allow: /api/media/file/\n', '')
    expect(planted).not.toContain('/api/media/file/')
    expect(refusedUrls(`${base()}/robots.txt`, planted, crawlable())).toEqual(crawlable().slice(2))
  })
})
