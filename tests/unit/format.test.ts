import { describe, expect, it } from 'vitest'

import { formatUsd, telHref, toSlug } from '@/lib/format'

describe('formatUsd', () => {
  it('formats whole and fractional dollar amounts', () => {
    expect(formatUsd(599)).toBe('$599')
    expect(formatUsd(4999)).toBe('$4,999')
    expect(formatUsd(1299.5)).toBe('$1,299.50')
  })
})

describe('telHref', () => {
  it('keeps only digits and the leading plus', () => {
    expect(telHref('+1 (555) 014-2290')).toBe('tel:+15550142290')
  })
})

describe('toSlug', () => {
  it('keeps lower-case ASCII letters and digits, joined by single dashes', () => {
    expect(toSlug('UI/UX and Web Design & Dev')).toBe('ui-ux-and-web-design-dev')
    expect(toSlug('  E-Commerce  ')).toBe('e-commerce')
    expect(toSlug('IT Solutions 2')).toBe('it-solutions-2')
  })
  it('is empty when nothing is left', () => {
    expect(toSlug('✓ — ✓')).toBe('')
  })
})
