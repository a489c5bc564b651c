/** Pure paging of a list (long lists are split so each page stays small). */

export type PageOf<T> = { items: T[]; page: number; pageCount: number }

/** How many pages `total` items make in pages of `size`: at least 1 (an empty list is one empty page). */
export const pageCountOf = (total: number, size: number): number => Math.max(1, Math.ceil(total / size))

/**
 * Whether 1-based `page` is a page of a list of `total` items in pages of `size` (page 1 always
 * is): the rule of every paged list, its cached reads and the proxy's uncached lookup alike.
 */
export const hasPage = (page: number, total: number, size: number): boolean =>
  Number.isInteger(page) && page >= 1 && page <= pageCountOf(total, size)

/**
 * Items of 1-based `page` of `list` split in pages of `size`; `pageCount` is at least 1.
 * Returns null for a page outside 1..pageCount (the route answers 404).
 */
export function pageOf<T>(list: T[], page: number, size: number): PageOf<T> | null {
  if (!hasPage(page, list.length, size)) return null
  return {
    items: list.slice((page - 1) * size, page * size),
    page,
    pageCount: pageCountOf(list.length, size),
  }
}

/** Path of page `page` of a list at `basePath`: page 1 is the base path itself. */
export function pagePath(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}/page/${page}`
}

/** The page number a path segment names ("2" → 2), or NaN for anything else ("02", "x", "1e3"): NaN is no page (404). */
export function parsePageNumber(segment: string): number {
  return /^[1-9][0-9]{0,5}$/.test(segment) ? Number(segment) : NaN
}
