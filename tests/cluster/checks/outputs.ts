/**
 * Check 9, the outputs on PostgreSQL's demo content, through nginx: the server HTML of every
 * route of the sitemap and of the 404 page has no Nu HTML Checker error, the sitemap is valid
 * against the sitemaps.org XSD, the RSS feed is read by a feed parser, and robots.txt lets
 * Googlebot fetch every URL that the pages' heads and JSON-LD, the feed and the sitemap name
 * (and refuses /admin). tests/e2e/validators.spec.ts checks the same on SQLite.
 */
import { namedUrls, sitemapLocs } from '../../helpers/named-urls'
import { refusedUrls } from '../../helpers/robots'
import { htmlErrors } from '../../helpers/vnu'
import { readFeed, sitemapErrors } from '../../helpers/xml-validators'
import { getPage, type CheckResult, type Context } from './context'

/** Check 9 (see above): one row; its figures name the first problems found. */
export async function checkOutputs(ctx: Context): Promise<CheckResult> {
  const { cluster } = ctx
  const base = `http://${cluster.publicHost}`
  const text = async (path: string, status = 200) => {
    const answer = await getPage(cluster, cluster.nginx.url, path)
    if (answer.status !== status) throw new Error(`GET ${path}: ${answer.status}, expected ${status}`)
    return answer.text()
  }
  const sitemap = await text('/sitemap.xml')
  const feed = await text('/blog/rss.xml')
  const robots = await text('/robots.txt')
  const pages: Record<string, string> = {}
  const named: string[] = []
  for (const url of sitemapLocs(sitemap)) {
    const path = url.slice(base.length) || '/'
    pages[path] = await text(path)
    named.push(...namedUrls(pages[path]!, base))
  }
  pages['404'] = await text('/no-such-page', 404)

  const { meta, items } = await readFeed(feed)
  const crawled = [...new Set([...named, ...sitemapLocs(sitemap), meta.link, ...items.map((i) => i.link)])]
  const problems = [
    ...(await htmlErrors(pages)),
    ...(await sitemapErrors(sitemap)),
    ...(items.length === 0 ? ['the feed has no item'] : []),
    ...refusedUrls(`${base}/robots.txt`, robots, crawled).map((u) => `robots.txt refuses ${u}`),
    ...(refusedUrls(`${base}/robots.txt`, robots, [`${base}/admin`]).length === 1
      ? []
      : ['robots.txt allows /admin']),
  ]
  return {
    check: '9. outputs valid (PostgreSQL)',
    pass: Object.keys(pages).length > 25 && problems.length === 0,
    figures: `${Object.keys(pages).length} pages, ${crawled.length} named URLs; ${problems.length} problems${problems.length ? `: ${problems.slice(0, 3).join(' | ')}` : ''}`,
  }
}
