/**
 * The banner's call-to-action link (Banners collection `link`): what its URL may be and
 * when it shows. Pure; shared by the collection's validation, the home carousel and the
 * JSON API (docs/api.md, GET /api/banner/get-banner).
 */

/** A path of this site (`/contact`, not `//host`) or a full http(s) address without spaces. */
const BANNER_LINK_URL = /^(?:\/(?!\/)|https?:\/\/[^\s/]+)\S*$/

/** Payload field validation: empty, or a URL BANNER_LINK_URL accepts; else the editor's message. */
export function validateBannerLinkUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && BANNER_LINK_URL.test(value)
    ? true
    : 'Enter a page of this site starting with / (e.g. /contact) or a full address starting with https://'
}

/** `{ label, url }` when both are set (trimmed) and the URL is allowed, else null: nothing to show. */
export function bannerLink(
  link: { label?: string | null; url?: string | null } | null | undefined,
): { label: string; url: string } | null {
  const label = link?.label?.trim()
  const url = link?.url?.trim()
  if (!label || !url || !BANNER_LINK_URL.test(url)) return null
  return { label, url }
}
