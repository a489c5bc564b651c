/**
 * A/B experiment assignment and statistics (src/lib/experiments/): properties over generated
 * visitors, cookies and events, seeded so every run checks the same cases.
 */
import fc from 'fast-check'
import { jStat } from 'jstat'
import { describe, expect, it } from 'vitest'

import {
  assignVariant,
  bucketOf,
  formatAssignments,
  parseAssignments,
  resolveVariant,
} from '@/lib/experiments/assign'
import {
  experimentResults,
  posterior,
  probabilityBBeatsA,
  sampleRatioCheck,
  SRM_P_VALUE,
} from '@/lib/experiments/stats'

const SEED = 36_2026
/** `count` distinct visitor ids, generated from a fast-check integer so each run has its own. */
const visitorIds = (count: number) =>
  fc
    .integer({ min: 0, max: 2 ** 31 - 1 })
    .map((start) => Array.from({ length: count }, (_, i) => `visitor-${start}-${i}`))
const token = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
/** 2-4 variants with distinct keys and integer weights 1-100. */
const variants = fc
  .uniqueArray(token, { minLength: 2, maxLength: 4 })
  .chain((keys) =>
    fc.tuple(...keys.map((key) => fc.integer({ min: 1, max: 100 }).map((weight) => ({ key, weight })))),
  )

describe('assignment', () => {
  it('follows the weights over 10,000 generated visitor ids (chi-square p > 0.001)', () => {
    fc.assert(
      fc.property(variants, token, visitorIds(10_000), (vs, id, visitors) => {
        const counts = new Map(vs.map((v) => [v.key, 0]))
        for (const visitor of visitors) {
          const key = assignVariant(id, vs, visitor)
          counts.set(key, counts.get(key)! + 1)
        }
        const check = sampleRatioCheck(
          vs.map((v) => counts.get(v.key)!),
          vs.map((v) => v.weight),
        )
        expect(check.pValue).toBeGreaterThan(SRM_P_VALUE)
      }),
      { seed: SEED, numRuns: 15 },
    )
  })

  it('buckets are in [0, 1) and the same for the same pair', () => {
    fc.assert(
      fc.property(token, fc.string(), (id, visitor) => {
        const u = bucketOf(id, visitor)
        expect(u).toBeGreaterThanOrEqual(0)
        expect(u).toBeLessThan(1)
        expect(bucketOf(id, visitor)).toBe(u)
      }),
      { seed: SEED },
    )
  })

  it('gives a returning visitor the same variant, also after the weights change', () => {
    fc.assert(
      fc.property(variants, token, fc.uuid(), variants, (vs, id, visitor, reweighted) => {
        const first = resolveVariant(id, vs, new Map(), visitor)
        expect(first.fresh).toBe(true)
        const cookie = formatAssignments(new Map([[id, first.key]]))
        const changed = vs.map((v, i) => ({ key: v.key, weight: reweighted[i % reweighted.length]!.weight }))
        for (const weights of [vs, changed]) {
          const again = resolveVariant(id, weights, parseAssignments(cookie))
          expect(again).toEqual({ key: first.key, fresh: false })
        }
      }),
      { seed: SEED },
    )
  })

  it('turns any cookie into a valid variant, drawing anew on an unknown one', () => {
    fc.assert(
      fc.property(variants, token, fc.string({ maxLength: 300 }), (vs, id, cookie) => {
        const pairs = parseAssignments(cookie)
        const { key, fresh } = resolveVariant(id, vs, pairs)
        expect(vs.map((v) => v.key)).toContain(key)
        expect(fresh).toBe(!vs.some((v) => v.key === pairs.get(id)))
        // What the site writes back parses to the same pairs.
        expect(parseAssignments(formatAssignments(pairs))).toEqual(pairs)
      }),
      { seed: SEED, numRuns: 500 },
    )
  })
})

describe('sample ratio mismatch', () => {
  /** Weights 1-10, so that the smallest variant still gets about a thirtieth of the visitors. */
  const modest = variants.map((vs) => vs.map((v) => ({ ...v, weight: 1 + (v.weight % 10) })))

  it('stays quiet on a correct split and fires on a broken one', () => {
    fc.assert(
      fc.property(
        modest,
        visitorIds(10_000),
        fc.double({ min: 0.3, max: 0.6, noNaN: true }),
        (vs, visitors, lost) => {
          const fair = vs.map(() => 0)
          for (const visitor of visitors)
            fair[vs.findIndex((v) => v.key === assignVariant('srm', vs, visitor))]! += 1
          const weights = vs.map((v) => v.weight)
          expect(sampleRatioCheck(fair, weights).mismatch).toBe(false)
          // Broken: the first variant loses 30-60% of its visitors (a redirect, a bot filter).
          const broken = fair.map((n, i) => (i === 0 ? Math.round(n * (1 - lost)) : n))
          expect(sampleRatioCheck(broken, weights).mismatch).toBe(true)
        },
      ),
      { seed: SEED, numRuns: 15 },
    )
  })
})

/** P(B > A) by Simpson's rule over the density of B times the distribution function of A. */
function integrated(a: { alpha: number; beta: number }, b: { alpha: number; beta: number }): number {
  const steps = 4000
  const f = (x: number) => jStat.beta.pdf(x, b.alpha, b.beta) * jStat.beta.cdf(x, a.alpha, a.beta)
  let sum = f(0) + f(1)
  for (let i = 1; i < steps; i++) sum += (i % 2 ? 4 : 2) * f(i / steps)
  return sum / (3 * steps)
}

describe('results', () => {
  const event = fc.record({
    variant: fc.integer({ min: 0, max: 2 }),
    converted: fc.boolean(),
  })

  it('match a model computed from the generated events', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 400 }), (events) => {
        const keys = ['control', 'b', 'c']
        const model = keys.map((key, i) => {
          const mine = events.filter((e) => e.variant === i)
          return {
            key,
            weight: 1,
            visitors: mine.length,
            conversions: mine.filter((e) => e.converted).length,
          }
        })
        const results = experimentResults(model, { visitors: 100, conversions: 10 })
        results.variants.forEach((r, i) => {
          const m = model[i]!
          expect(r.visitors).toBe(m.visitors)
          expect(r.conversions).toBe(m.conversions)
          expect(r.rate).toBe(m.visitors ? m.conversions / m.visitors : 0)
          expect(r.enoughData).toBe(m.visitors >= 100 && m.conversions >= 10)
        })
        expect(results.variants[0]!.probabilityToBeatControl).toBeNull()
        expect(results.variants[0]!.uplift).toBeNull()
        results.variants.slice(1).forEach((r, i) => {
          const m = model[i + 1]!
          const exact = integrated(
            posterior(model[0]!.visitors, model[0]!.conversions),
            posterior(m.visitors, m.conversions),
          )
          expect(r.probabilityToBeatControl).toBeCloseTo(exact, 3)
          const { low, median, high } = r.uplift!
          expect(low).toBeLessThanOrEqual(median)
          expect(median).toBeLessThanOrEqual(high)
        })
        // A winner only once every variant has the minimum sample.
        expect(results.winner === null || results.variants.every((r) => r.enoughData)).toBe(true)
      }),
      { seed: SEED, numRuns: 60 },
    )
  })

  it('names no winner before the minimum sample, then the clear one', () => {
    const counts = (c: number, b: number) => [
      { key: 'control', weight: 1, visitors: 1000, conversions: c },
      { key: 'b', weight: 1, visitors: 1000, conversions: b },
    ]
    expect(experimentResults(counts(50, 90), { visitors: 1001, conversions: 10 }).winner).toBeNull()
    expect(experimentResults(counts(50, 90), { visitors: 100, conversions: 10 }).winner).toBe('b')
    expect(experimentResults(counts(90, 50), { visitors: 100, conversions: 10 }).winner).toBe('control')
    expect(experimentResults(counts(70, 72), { visitors: 100, conversions: 10 }).winner).toBeNull()
  })

  it('gives an uplift interval around the true uplift and the same one for the same counts', () => {
    const two = [
      { key: 'control', weight: 1, visitors: 20_000, conversions: 1_000 },
      { key: 'b', weight: 1, visitors: 20_000, conversions: 1_200 },
    ]
    const first = experimentResults(two, { visitors: 100, conversions: 10 }).variants[1]!.uplift!
    // Against the log-ratio normal interval (Katz et al. 1978), which is close at these counts.
    const se = Math.sqrt((1 - 0.05) / 1_000 + (1 - 0.06) / 1_200)
    expect(first.low).toBeCloseTo(1.2 * Math.exp(-1.96 * se) - 1, 2)
    expect(first.high).toBeCloseTo(1.2 * Math.exp(1.96 * se) - 1, 2)
    expect(first.median).toBeCloseTo(0.2, 2)
    expect(experimentResults(two, { visitors: 100, conversions: 10 }).variants[1]!.uplift).toEqual(first)
  })

  it('refuses counts that cannot be', () => {
    const bad = [
      { key: 'control', weight: 1, visitors: 5, conversions: 6 },
      { key: 'b', weight: 1, visitors: 5, conversions: 1 },
    ]
    expect(() => experimentResults(bad, { visitors: 1, conversions: 1 })).toThrow(RangeError)
    expect(probabilityBBeatsA(posterior(0, 0), posterior(0, 0))).toBeCloseTo(0.5, 10)
  })
})
