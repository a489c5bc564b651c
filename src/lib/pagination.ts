/** Pure paging of a list (long lists are split so each page stays small). */

export type PageOf<T> = { items: T[]; page: number; pageCount: number }

/**
 * Items of 1-based `page` of `list` split in pages of `size`; `pageCount` is at least 1.
 * Returns null for a page outside 1..pageCount (the route answers 404).
 */
export function pageOf<T>(list: T[], page: number, size: number): PageOf<T> | null {
  const pageCount = Math.max(1, Math.ceil(list.length / size))
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null
  return { items: list.slice((page - 1) * size, page * size), page, pageCount }
}

/** Path of page `page` of a list at `basePath`: page 1 is the base path itself. */
export function pagePath(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}/page/${page}`
}

/** The page number a path segment names ("2" → 2), or NaN for anything else ("02", "x", "1e3"): NaN is no page (404). */
export function parsePageNumber(segment: string): number {
  return /^[1-9][0-9]{0,5}$/.test(segment) ? Number(segment) : NaN
}
