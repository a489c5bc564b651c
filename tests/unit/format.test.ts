import { describe, expect, it } from 'vitest'

import { formatUsd, telHref } from '@/lib/format'

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
