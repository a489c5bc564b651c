/**
 * Which link URLs stored content may carry to a browser (XSS): http(s), mailto and
 * tel, and relative URLs (`/path`, `#id`, `?q`). Anything else, `javascript:` and `data:`
 * above all, is dropped by the rich-text renderers (src/components/RichText, src/server/api/html.ts).
 */

/** URL schemes a stored link may use (sanitize-html's `allowedSchemes` takes the same list). */
export const SAFE_URL_SCHEMES = ['http', 'https', 'mailto', 'tel']

/** True when `url` is relative or uses one of SAFE_URL_SCHEMES (leading blanks and control characters ignored, as browsers do). */
export function isSafeUrl(url: string | null | undefined): boolean {
  // Browsers drop whitespace and control characters anywhere in a scheme ("java\tscript:").
  const compact = (url ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (!compact) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]
  if (!scheme) return true
  return SAFE_URL_SCHEMES.includes(scheme.toLowerCase())
}
