/**
 * The one link rule of the site: what a stored link may be, for every link field (the typed
 * link field's address, src/fields/link.ts: menus, banner, hero and CTA buttons, logos, post
 * CTAs; rich-text links), the redirect table (`from`, `to`) and every `href` the site renders
 * from content. Pure.
 *
 * A link is one of these kinds:
 * - `path`: a path of this site, `/` then anything but a second `/` or `\` (`/contact`), so a
 *   browser never reads it as another host (`//evil.com`, `/\evil.com`);
 * - `url`: an absolute `http://` or `https://` URL with a host;
 * - `fragment`: a place on the same page (`#lead-form`);
 * - `contact`: a `mailto:` address or a `tel:` number.
 * Content links may be any kind (CONTENT_LINK); a redirect's target a path or a URL
 * (REDIRECT_TARGET); a redirect's source only a path.
 *
 * Refused in every kind, as the value is and in each of its percent-decoded forms (decoded
 * again until it no longer changes: `%255C` is `%5C` is `\`): whitespace and control
 * characters (browsers drop tabs and line breaks inside URLs, so `/\t/evil.com` is `//evil.com`),
 * backslashes (browsers read `\` as `/`), a path whose decoded form starts with `//` or `/\`
 * (`/%2F%2Fevil.com`, `/%5Cevil.com`), and malformed percent-encodings. Every other scheme
 * (`javascript:`, `data:`) and every relative URL without a leading `/` is refused too.
 */

export type LinkKind = 'path' | 'url' | 'fragment' | 'contact'

/** The kinds a link field of the content may hold. */
export const CONTENT_LINK: readonly LinkKind[] = ['path', 'url', 'fragment', 'contact']

/** The kinds a redirect may lead to: a page of this site or another site. */
export const REDIRECT_TARGET: readonly LinkKind[] = ['path', 'url']

/** URL schemes a stored link may use (sanitize-html's `allowedSchemes` takes the same list). */
export const SAFE_URL_SCHEMES = ['http', 'https', 'mailto', 'tel']

/** Longest link kept (characters). */
export const LINK_MAX = 2048

/** Whitespace, control characters (C0, DEL, C1) and the backslash. */
const RAW_FORBIDDEN = /[\s\u0000-\u001f\u007f-\u009f\\]/
/** Control characters and the backslash, in a decoded form (a decoded space is a space). */
const DECODED_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/
/** Rounds of percent-decoding a link may need before it is stable. */
const MAX_DECODINGS = 4

/** The value and each form percent-decoding makes of it, or null when one is malformed or it never settles. */
function decodedForms(value: string): string[] | null {
  const forms = [value]
  for (let i = 0; i < MAX_DECODINGS; i++) {
    let next: string
    try {
      next = decodeURIComponent(forms[forms.length - 1]!)
    } catch {
      return null
    }
    if (next === forms[forms.length - 1]) return forms
    forms.push(next)
  }
  return null
}

/** The kind of link `value` is under the site's link rule, or null when it is refused. */
export function linkKind(value: unknown): LinkKind | null {
  if (typeof value !== 'string' || value === '' || value.length > LINK_MAX) return null
  if (RAW_FORBIDDEN.test(value)) return null
  const forms = decodedForms(value)
  if (!forms || forms.some((form) => DECODED_FORBIDDEN.test(form))) return null
  if (value.startsWith('/')) return forms.every((form) => !/^\/[/\\]/.test(form)) ? 'path' : null
  if (value.startsWith('#')) return 'fragment'
  if (/^https?:\/\/[^/?#]/i.test(value)) {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? 'url' : null
    } catch {
      return null
    }
  }
  if (/^mailto:[^/?#@]+@[^/?#@]+(\?.*)?$/i.test(value)) return 'contact'
  if (/^tel:\+?[0-9().-]+$/i.test(value)) return 'contact'
  return null
}

/** Whether `value` is a link of one of `kinds` (default: any kind a content link may be). */
export function isLink(value: unknown, kinds: readonly LinkKind[] = CONTENT_LINK): boolean {
  const kind = linkKind(value)
  return kind !== null && kinds.includes(kind)
}

/** Whether `url` may be rendered as an `href` (a content link under the rule); false for empty. */
export function isSafeUrl(url: string | null | undefined): boolean {
  return isLink(url)
}

/** What an editor reads when a link field's value is refused. */
export const LINK_MESSAGE =
  'Give a path of this site (/contact), #section, or an https://, mailto: or tel: address, without spaces, backslashes or //.'

/** Payload field validation of an optional content link: empty, or a link under the rule. */
export function validateContentLink(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return isLink(value) ? true : LINK_MESSAGE
}
