import 'server-only'

/**
 * Image fields of the JSON API are absolute URLs, built from SERVER_URL so a
 * client on another host (mobile app) can load them.
 */
import { getEnv } from '@/env'
import type { Media } from '@/payload-types'

/** Absolute URL of an upload field read at depth >= 1; null when missing or not populated. */
export function mediaUrl(media: number | Media | null | undefined): string | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return new URL(media.url, `${getEnv().SERVER_URL}/`).toString()
}
