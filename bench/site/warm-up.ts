/**
 * Warms the server before measuring, as the first visitors would: each route's HTML, and
 * every resized image its markup offers (srcset candidates up to 1920 px, as AVIF). Next's
 * image optimizer encodes an image on its first request and caches it; a benchmark that
 * measured that one-off encode would not show what visitors get.
 */
const MAX_WIDTH = 1920

/** Image URLs (absolute) in the srcset / imageSrcSet attributes of `html`. */
export function imageUrls(html: string, baseUrl: string): string[] {
  const urls = new Set<string>()
  for (const [, set] of html.matchAll(/(?:srcSet|imageSrcSet)="([^"]+)"/gi)) {
    for (const candidate of set!.split(',')) {
      const [url, width] = candidate.trim().split(/\s+/)
      if (url && (!width || Number.parseInt(width, 10) <= MAX_WIDTH))
        urls.add(new URL(url.replaceAll('&amp;', '&'), baseUrl).href)
    }
  }
  return [...urls]
}

/** Requests each route twice and each of its images once (two at a time). Returns the image count. */
export async function warmUp(baseUrl: string, routes: string[]): Promise<number> {
  const images = new Set<string>()
  for (const route of routes) {
    await fetch(`${baseUrl}${route}`)
    const html = await (await fetch(`${baseUrl}${route}`)).text()
    for (const url of imageUrls(html, baseUrl)) images.add(url)
  }
  const queue = [...images]
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      await fetch(url, { headers: { accept: 'image/avif,image/webp,image/*' } })
        .then((r) => r.arrayBuffer())
        .catch(() => null)
    }
  }
  await Promise.all([worker(), worker()])
  return images.size
}
