/**
 * The price decision (src/lib/promotions.ts): examples, then properties over generated
 * promotions, times, packages and visitors: the price is never below the best applicable
 * promoted price nor above the stored one, and is the stored price outside every window.
 * The draw is fixed (repeatable); PROMOTIONS_SEED=random explores and prints its seed.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  applies,
  centsOff,
  decidePrice,
  nextPriceChange,
  type PriceContext,
  type PromotionRule,
} from '@/lib/promotions'

const HOUR = 3_600_000
const T0 = Date.parse('2026-06-01T00:00:00.000Z')
const at = (ms: number) => new Date(ms).toISOString()

const rule = (over: Partial<PromotionRule> = {}): PromotionRule => ({
  id: 1,
  title: 'Spring',
  kind: 'percent',
  value: 20,
  packages: [7],
  startsAt: at(T0),
  endsAt: at(T0 + HOUR),
  ...over,
})

describe('decidePrice: examples', () => {
  it('20% off 599 dollars is 479.20, with 119.80 off recorded', () => {
    expect(decidePrice(7, 599, [rule()], { now: T0 })).toEqual({
      fullPrice: 59_900,
      price: 47_920,
      promotion: { id: 1, title: 'Spring', amountOff: 11_980 },
    })
  })

  it('a fixed amount is in dollars, the unit of package prices, and never goes below zero', () => {
    expect(decidePrice(7, 599, [rule({ kind: 'amount', value: 100.5 })], { now: T0 }).price).toBe(49_850)
    expect(decidePrice(7, 599, [rule({ kind: 'amount', value: 5000 })], { now: T0 }).price).toBe(0)
  })

  it('the window starts at startsAt and ends just before endsAt', () => {
    expect(decidePrice(7, 599, [rule()], { now: T0 - 1 }).price).toBe(59_900)
    expect(decidePrice(7, 599, [rule()], { now: T0 + HOUR - 1 }).price).toBe(47_920)
    expect(decidePrice(7, 599, [rule()], { now: T0 + HOUR })).toEqual({ fullPrice: 59_900, price: 59_900 })
  })

  it('a restricted promotion needs its landing page and its campaign', () => {
    const both = rule({ landingPage: 3, campaign: 'spring' })
    expect(applies(both, 7, { now: T0, landingPage: 3, campaign: 'spring' })).toBe(true)
    expect(applies(both, 7, { now: T0, landingPage: 3 })).toBe(false)
    expect(applies(both, 7, { now: T0, campaign: 'spring' })).toBe(false)
    expect(applies(both, 7, { now: T0, landingPage: 4, campaign: 'spring' })).toBe(false)
    expect(applies(rule(), 8, { now: T0 })).toBe(false)
  })

  it('of several, the lowest price wins; of equal prices, the lowest id', () => {
    const promotions = [
      rule({ id: 5, kind: 'amount', value: 150 }),
      rule({ id: 2, value: 10 }),
      rule({ id: 9, kind: 'amount', value: 150 }),
    ]
    expect(decidePrice(7, 599, promotions, { now: T0 }).promotion).toEqual({
      id: 5,
      title: 'Spring',
      amountOff: 15_000,
    })
  })

  it('rejects a stored price that is not one', () => {
    expect(() => decidePrice(7, -1, [], { now: T0 })).toThrow(RangeError)
  })

  it('the next change is the earliest start or end still ahead', () => {
    const promotions = [rule(), rule({ startsAt: at(T0 + 2 * HOUR), endsAt: at(T0 + 3 * HOUR) })]
    expect(nextPriceChange(promotions, T0 - 5)).toBe(T0)
    expect(nextPriceChange(promotions, T0)).toBe(T0 + HOUR)
    expect(nextPriceChange(promotions, T0 + 3 * HOUR)).toBeNull()
  })
})

const PACKAGE_IDS = [1, 2, 3]
const PAGES = [10, 11]
const CAMPAIGNS = ['spring', 'autumn']

const arbRule = (id: number) =>
  fc.record({
    id: fc.constant(id),
    title: fc.string({ maxLength: 10 }),
    kind: fc.constantFrom('percent' as const, 'amount' as const),
    value: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.double({ min: 0.01, max: 10_000, noNaN: true })),
    packages: fc.subarray(PACKAGE_IDS, { minLength: 1 }),
    start: fc.integer({ min: -48, max: 48 }),
    length: fc.integer({ min: 1, max: 48 }),
    landingPage: fc.option(fc.constantFrom(...PAGES)),
    campaign: fc.option(fc.constantFrom(...CAMPAIGNS)),
  })

const arbPromotions = fc
  .array(fc.nat({ max: 20 }), { maxLength: 6 })
  .chain((ids) => fc.tuple(...[...new Set(ids)].map((id) => arbRule(id))))
  .map((rules) =>
    rules.map(({ start, length, ...rest }): PromotionRule => ({
      ...rest,
      startsAt: at(T0 + start * HOUR),
      endsAt: at(T0 + (start + length) * HOUR),
    })),
  )

const arbContext: fc.Arbitrary<PriceContext> = fc.record({
  now: fc.integer({ min: T0 - 60 * HOUR, max: T0 + 120 * HOUR }),
  landingPage: fc.option(fc.constantFrom(...PAGES)),
  campaign: fc.option(fc.constantFrom(...CAMPAIGNS)),
})

/** Stored prices as editors type them: whole dollars or cents. */
const arbPrice = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
)

const seed = process.env.PROMOTIONS_SEED === 'random' ? Date.now() % 2 ** 31 : 374_118_905
const settings = { numRuns: 2000, seed }

/** Asserts `check` for generated packages, stored prices, promotions and visitors. */
const forAll = (check: (id: number, stored: number, rules: PromotionRule[], ctx: PriceContext) => void) =>
  fc.assert(
    fc.property(fc.constantFrom(...PACKAGE_IDS), arbPrice, arbPromotions, arbContext, check),
    settings,
  )

describe(`decidePrice: properties (seed ${seed})`, () => {
  it('charges whole cents within [best applicable promoted price, stored price]', () => {
    forAll((id, stored, rules, ctx) => {
      const { fullPrice, price, promotion } = decidePrice(id, stored, rules, ctx)
      expect(fullPrice).toBe(Math.round(stored * 100))
      expect(Number.isInteger(price)).toBe(true)
      expect(price).toBeGreaterThanOrEqual(0)
      expect(price).toBeLessThanOrEqual(fullPrice)
      // The best applicable price, found apart from decidePrice's own loop.
      const best = Math.min(
        fullPrice,
        ...rules.filter((r) => applies(r, id, ctx)).map((r) => fullPrice - centsOff(r, fullPrice)),
      )
      expect(price).toBe(best)
      expect(promotion?.amountOff ?? 0).toBe(fullPrice - price)
    })
  })

  it('is the stored price outside every window', () => {
    forAll((id, stored, rules, ctx) => {
      const outside = rules.filter((r) => ctx.now < Date.parse(r.startsAt) || ctx.now >= Date.parse(r.endsAt))
      expect(decidePrice(id, stored, outside, ctx)).toEqual({
        fullPrice: Math.round(stored * 100),
        price: Math.round(stored * 100),
      })
    })
  })

  it('applies only a promotion that is running, names the package and matches the visitor', () => {
    forAll((id, stored, rules, ctx) => {
      const { promotion } = decidePrice(id, stored, rules, ctx)
      const chosen = rules.find((r) => r.id === promotion?.id)
      expect(promotion === undefined || (chosen !== undefined && applies(chosen, id, ctx))).toBe(true)
    })
  })
})
