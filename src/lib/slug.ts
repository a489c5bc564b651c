/**
 * URL slugs of documents served at their own path (/blog/{slug}): lower-case ASCII letters and
 * digits in words joined by single hyphens, at most SLUG_MAX characters.
 */

import { toSlug } from './format'

/** Longest slug accepted (characters). */
export const SLUG_MAX = 80

/** Shape of a valid slug: `seo-basics-2026`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The slug of `text`: accents dropped (é → e), anything else than a-z and 0-9 becomes one
 * hyphen, no hyphen at either end, cut to SLUG_MAX at a word boundary when it can be.
 * Returns '' when `text` holds no letter or digit.
 */
export function slugify(text: string): string {
  const slug = toSlug(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
  if (slug.length <= SLUG_MAX) return slug
  const cut = slug.slice(0, SLUG_MAX)
  const lastHyphen = cut.lastIndexOf('-')
  return (lastHyphen > SLUG_MAX / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '')
}

/** Whether `value` is a valid slug (SLUG_PATTERN, at most SLUG_MAX characters). */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX && SLUG_PATTERN.test(value)
}
