/**
 * The URLs a site's outputs name for crawlers: a sitemap's `<loc>`s, and a page's head
 * (og:image, og:url, twitter:image, canonical and alternate links) with its JSON-LD's URLs.
 * Used by the output validators of the e2e suite (tests/e2e/validators.spec.ts, SQLite) and of
 * the cluster test (tests/cluster/checks/outputs.ts, PostgreSQL).
 */

/** The `<loc>` URLs of a sitemap's XML, entities decoded. */
export const sitemapLocs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))

/** Every absolute URL of `baseURL` among the string values of a JSON-LD value. */
function ldUrls(value: unknown, baseURL: string): string[] {
  if (typeof value === 'string') return value.startsWith(`${baseURL}/`) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((v) => ldUrls(v, baseURL))
  if (value && typeof value === 'object') return Object.values(value).flatMap((v) => ldUrls(v, baseURL))
  return []
}

/** The URLs a page's head names for crawlers and link previews, and its JSON-LD's URLs (absolute). */
export function namedUrls(html: string, baseURL: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = [
    ...head.matchAll(
      /<meta (?:property|name)="(?:og:image|og:url|twitter:image)(?::secure_url)?" content="([^"]+)"/g,
    ),
  ].map((m) => m[1]!)
  const links = [...head.matchAll(/<link rel="(?:canonical|alternate)"[^>]* href="([^"]+)"/g)].map(
    (m) => m[1]!,
  )
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) =>
    ldUrls(JSON.parse(m[1]!), baseURL),
  )
  return [...meta, ...links, ...ld].map((u) => new URL(u.replace(/&amp;/g, '&'), baseURL).toString())
}
