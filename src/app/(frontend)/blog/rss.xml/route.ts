/**
 * GET /blog/rss.xml: RSS 2.0 feed of the RSS_ITEMS newest published posts, absolute URLs
 * from SERVER_URL (src/server/seo/rss.ts). Built on its first request and cached under the
 * blog's tags, like the pages it mirrors.
 */
import { TEXT } from '@/contracts/constants'
import { getEnv } from '@/env'
import { BLOG_PATH, loadedCategories, postPath, RSS_PATH } from '@/lib/blog'
import { getFeedPosts } from '@/server/blog'
import { getSettings } from '@/server/data'
import { rssXml } from '@/server/seo/rss'

export const dynamic = 'force-static'

export async function GET(): Promise<Response> {
  const [settings, posts] = await Promise.all([getSettings(), getFeedPosts()])
  const xml = rssXml(
    {
      title: `${settings.site_name} ${TEXT.blogHeading}`,
      path: BLOG_PATH,
      selfPath: RSS_PATH,
      description: `News, guides and lessons from ${settings.site_name}: web design, SEO, PPC and social media.`,
      items: posts.map((p) => ({
        title: p.title,
        path: postPath(p.slug),
        description: p.excerpt,
        publishedAt: p.publishedAt,
        categories: loadedCategories(p.categories).map((c) => c.title),
      })),
    },
    getEnv().SERVER_URL,
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
