/**
 * Public page showing each previewable collection/global (the admin's Live Preview tab
 * opens it in draft mode): the public routes.
 */
import { getEnv } from '@/env'

import type { ContentTag } from '@/contracts/cache-tags'

export const PREVIEW_PATHS = {
  banners: '/',
  testimonials: '/',
  projects: '/',
  solutions: '/',
  services: '/services',
  packages: '/package',
  'work-categories': '/ourworks',
  about: '/about',
  'contact-info': '/contact',
  'privacy-policy': '/privacy-policy',
  'terms-condition': '/terms-condition',
} as const satisfies Partial<Record<ContentTag, string>>

export type PreviewableTag = keyof typeof PREVIEW_PATHS

/**
 * Whether `path` is a same-site path we may redirect to: no scheme, no `//host`, no `\`, and
 * printable ASCII only (the site's paths are; a control character or a non-ASCII one such as
 * U+3002 cannot go into a `Location` header, and some clients fold look-alikes into `.` or `/`).
 */
export function isSafeLocalPath(path: string): boolean {
  return /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/.test(path)
}

/** Payload `admin.livePreview.url` of a collection/global: the preview route for its page. */
export function livePreviewUrl(tag: PreviewableTag): string {
  return `${getEnv().SERVER_URL}/api/preview?path=${encodeURIComponent(PREVIEW_PATHS[tag])}`
}
