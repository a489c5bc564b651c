/**
 * The banner's call-to-action button (Banners collection `link`: a text and a typed link,
 * src/fields/link.ts) as the home carousel and the JSON API show it (docs/api.md,
 * GET /api/banner/get-banner: `{ label, url }`, the link resolved to its URL). Pure.
 */
import { resolveLink, type StoredLink } from './links'

/** `{ label, url }` when the text is set (trimmed) and the link leads somewhere, else null: nothing to show. */
export function bannerLink(
  link: (StoredLink & { label?: string | null }) | null | undefined,
): { label: string; url: string } | null {
  const label = link?.label?.trim()
  const url = resolveLink(link)
  if (!label || !url) return null
  return { label, url }
}
