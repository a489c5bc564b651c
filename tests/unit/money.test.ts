/** Money toward PayPal: two-decimal strings, exact comparison. */
import { describe, expect, it } from 'vitest'

import { sameMoney, toMoney } from '@/lib/money'

describe('toMoney', () => {
  it.each([
    [599, '599.00'],
    [1299, '1299.00'],
    [12.5, '12.50'],
    [0.1 + 0.2, '0.30'],
    [0, '0.00'],
  ])('%s -> %s', (dollars, value) => expect(toMoney(dollars)).toBe(value))

  it('rejects what is not a price', () => {
    expect(() => toMoney(-1)).toThrow(RangeError)
    expect(() => toMoney(Number.NaN)).toThrow(RangeError)
  })
})

describe('sameMoney', () => {
  it('compares value and currency exactly', () => {
    expect(sameMoney({ currency_code: 'USD', value: '599.00' }, '599.00', 'USD')).toBe(true)
    expect(sameMoney({ currency_code: 'USD', value: '599' }, '599.00', 'USD')).toBe(false)
    expect(sameMoney({ currency_code: 'EUR', value: '599.00' }, '599.00', 'USD')).toBe(false)
    expect(sameMoney(undefined, '599.00', 'USD')).toBe(false)
  })
})
