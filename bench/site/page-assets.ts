/**
 * The scripts and stylesheets a page makes a browser load on a first visit, read from the
 * page's HTML: `<script src>` (not `nomodule`, the polyfills that browsers with ES modules
 * skip), `<script data-src>` (a script an inline loader starts later), `<link rel="stylesheet">`, and
 * `<link rel="preload">` of a script or stylesheet (Next preloads some chunks, and the styles
 * of the layout's not-found boundary, that way).
 * Absolute URLs against `baseUrl`, each once, in document order.
 *
 * From the HTML rather than from what Lighthouse saw the browser fetch: once hydrated, Next
 * prefetches the pages its links point to, scripts included, so every page's record held the
 * union of the menu's pages (the same 11 scripts on every route).
 */
export type PageAssets = { scripts: string[]; styles: string[] }

const TAG = /<(script|link)\b[^>]*>/gi

/** Value of attribute `name` in one start tag; '' for a bare attribute, null when absent. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null
}

export function pageAssets(html: string, baseUrl: string): PageAssets {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const [tag, name] of html.matchAll(TAG)) {
    if (name!.toLowerCase() === 'script') {
      const src = attribute(tag, 'src') ?? attribute(tag, 'data-src')
      if (src && attribute(tag, 'nomodule') === null) scripts.add(new URL(src, baseUrl).href)
      continue
    }
    const href = attribute(tag, 'href')
    const rel = attribute(tag, 'rel')?.toLowerCase()
    if (!href || !rel) continue
    const as = attribute(tag, 'as')?.toLowerCase()
    if (rel === 'stylesheet' || (rel === 'preload' && as === 'style')) styles.add(new URL(href, baseUrl).href)
    else if ((rel === 'preload' || rel === 'modulepreload') && as === 'script')
      scripts.add(new URL(href, baseUrl).href)
  }
  return { scripts: [...scripts], styles: [...styles] }
}
