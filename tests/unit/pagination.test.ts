/** Paging of long lists. */
import { describe, expect, it } from 'vitest'

import { hasPage, pageCountOf, pageOf, pagePath, parsePageNumber } from '@/lib/pagination'

describe('pageOf', () => {
  const list = Array.from({ length: 25 }, (_, i) => i)

  it('splits a list in pages of the given size', () => {
    expect(pageOf(list, 1, 12)).toEqual({ items: list.slice(0, 12), page: 1, pageCount: 3 })
    expect(pageOf(list, 3, 12)?.items).toEqual([24])
  })

  it('has one (possibly empty) page for a short list and none outside the range', () => {
    expect(pageOf([], 1, 12)).toEqual({ items: [], page: 1, pageCount: 1 })
    expect(pageOf(list, 4, 12)).toBeNull()
    expect(pageOf(list, 0, 12)).toBeNull()
    expect(pageOf(list, Number('x'), 12)).toBeNull()
  })
})

describe('hasPage and pageCountOf', () => {
  it('count at least one page and accept exactly the pages 1..pageCount', () => {
    expect(pageCountOf(0, 12)).toBe(1)
    expect(pageCountOf(12, 12)).toBe(1)
    expect(pageCountOf(13, 12)).toBe(2)
    expect(hasPage(1, 0, 12)).toBe(true)
    expect(hasPage(2, 12, 12)).toBe(false)
    expect(hasPage(2, 13, 12)).toBe(true)
    for (const page of [0, -1, 1.5, Number.NaN, 3]) expect(hasPage(page, 13, 12), String(page)).toBe(false)
  })
})

describe('pagePath', () => {
  it('puts page 1 at the base path and others under /page/n', () => {
    expect(pagePath('/services', 1)).toBe('/services')
    expect(pagePath('/services', 2)).toBe('/services/page/2')
  })
})

describe('parsePageNumber', () => {
  it('reads a plain positive page number and nothing else', () => {
    expect(parsePageNumber('2')).toBe(2)
    expect(parsePageNumber('120')).toBe(120)
    for (const segment of ['0', '02', '-1', '1.5', '1e3', 'x', '', ' 2', '9999999'])
      expect(parsePageNumber(segment), segment).toBeNaN()
  })
})
