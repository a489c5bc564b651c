/**
 * The banner's call-to-action link (Banners collection `link`): what its URL may be and
 * when it shows. Pure; shared by the collection's validation, the home carousel and the
 * JSON API (docs/api.md, GET /api/banner/get-banner).
 */

import { isLink } from './safe-url'

/** Payload field validation: empty, or a content link under the site's link rule (./safe-url.ts). */
export { validateContentLink as validateBannerLinkUrl } from './safe-url'

/** `{ label, url }` when both are set (trimmed) and the URL is allowed, else null: nothing to show. */
export function bannerLink(
  link: { label?: string | null; url?: string | null } | null | undefined,
): { label: string; url: string } | null {
  const label = link?.label?.trim()
  const url = link?.url?.trim()
  if (!label || !url || !isLink(url)) return null
  return { label, url }
}
