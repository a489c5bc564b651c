/** The price table block: an editor picks a category of packages; the prices come from `packages` (read in tests/int/landing-pages.test.ts). */
import { describe, expect, it } from 'vitest'

import { CATEGORY_LABELS } from '@/lib/format'

import { priceTableBlock } from './config'

describe('price table block', () => {
  it('is stored as `priceTable`', () => {
    expect(priceTableBlock.slug).toBe('priceTable')
  })

  it('offers every package category, and stores no price of its own', () => {
    const category = priceTableBlock.fields.find((f) => 'name' in f && f.name === 'category')
    expect(category).toMatchObject({ type: 'select', required: true })
    const values =
      category && 'options' in category
        ? category.options.map((o) => (typeof o === 'string' ? o : o.value))
        : []
    expect(values).toEqual(Object.keys(CATEGORY_LABELS))
    expect(priceTableBlock.fields.map((f) => ('name' in f ? f.name : null))).toEqual(['heading', 'category'])
  })
})
