/**
 * The results of an experiment (src/lib/experiments/results.ts) match a model computed from
 * generated events (fast-check, seeded): visitors seeing variants on days (unique per day, as
 * the exposures are stored) and leads with the variant their sender saw, including variants the
 * experiment does not have. The model counts the events directly and asks src/lib/experiments/
 * stats.ts for the statistics; the winner stays null and `needs` positive before the minimum sample.
 * The dashboard's table (src/dashboard/ExperimentResults.tsx) says the same in plain HTML.
 */
import fc from 'fast-check'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CONTROL_VARIANT } from '@/contracts/experiments'
import { ExperimentResults } from '@/dashboard/ExperimentResults'
import { figuresOf, type ExperimentSettings, type ExposureCount } from '@/lib/experiments/results'
import { experimentResults } from '@/lib/experiments/stats'

const KEYS = [CONTROL_VARIANT, 'b', 'c', 'd']

/** A 50/50 experiment with the default minimum sample. */
const HALVES: ExperimentSettings = {
  id: 'e1',
  name: 'Hero wording',
  status: 'running',
  variants: [
    { key: CONTROL_VARIANT, label: 'Control', weight: 1 },
    { key: 'b', label: 'Shorter hero', weight: 1 },
  ],
  minimum: { visitors: 100, conversions: 10 },
  promotedVariant: null,
}

type Events = {
  settings: ExperimentSettings
  views: Array<{ visitor: number; day: number; variant: string }>
  leads: Array<{ variant: string }>
}

const variantKey = fc.constantFrom(...KEYS, 'gone')

const events: fc.Arbitrary<Events> = fc
  .record({
    count: fc.integer({ min: 2, max: 4 }),
    weights: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 4, maxLength: 4 }),
    minimum: fc.record({
      visitors: fc.integer({ min: 1, max: 40 }),
      conversions: fc.integer({ min: 1, max: 8 }),
    }),
    views: fc.array(
      fc.record({
        visitor: fc.integer({ min: 0, max: 30 }),
        day: fc.integer({ min: 1, max: 3 }),
        variant: variantKey,
      }),
      { maxLength: 200 },
    ),
    leads: fc.array(fc.record({ variant: variantKey }), { maxLength: 40 }),
  })
  .map(({ count, weights, minimum, views, leads }) => ({
    settings: {
      id: 'e1',
      name: 'Test',
      status: 'running' as const,
      // The control is not listed first: the results put it first.
      variants: KEYS.slice(0, count)
        .reverse()
        .map((key, i) => ({ key, label: key.toUpperCase(), weight: weights[i]! })),
      minimum,
      promotedVariant: null,
    },
    views,
    leads,
  }))

/** The exposure rows of `views` as the counter stores them: unique visitors per day and variant. */
function exposureRows(views: Events['views']): ExposureCount[] {
  const seen = new Map<string, Set<number>>()
  for (const v of views) {
    const key = `2026-11-0${v.day}|${v.variant}`
    if (!seen.has(key)) seen.set(key, new Set())
    seen.get(key)!.add(v.visitor)
  }
  return [...seen].map(([key, visitors]) => {
    const [day, variant] = key.split('|') as [string, string]
    return { day, variant, visitors: visitors.size }
  })
}

/** The model: counts per variant straight from the events, control first, and the statistics of those counts. */
function model({ settings, views, leads }: Events) {
  const ordered = [...settings.variants].sort((a, b) =>
    a.key === CONTROL_VARIANT ? -1 : b.key === CONTROL_VARIANT ? 1 : 0,
  )
  const counts = ordered.map((v) => {
    const days = new Set(views.filter((e) => e.variant === v.key).map((e) => `${e.day}|${e.visitor}`))
    const leadCount = leads.filter((l) => l.variant === v.key).length
    return { key: v.key, weight: v.weight, visitors: days.size, leads: leadCount }
  })
  const stats = experimentResults(
    counts.map((c) => ({ ...c, conversions: Math.min(c.leads, c.visitors) })),
    settings.minimum,
  )
  return { counts, stats }
}

describe('experiment results (fast-check, seeded)', () => {
  it('match a model computed from the generated events', () => {
    fc.assert(
      fc.property(events, (e) => {
        const figures = figuresOf(e.settings, exposureRows(e.views), e.leads)
        const { counts, stats } = model(e)
        expect(figures.variants.map((v) => [v.key, v.weight, v.visitors, v.leads])).toEqual(
          counts.map((c) => [c.key, c.weight, c.visitors, c.leads]),
        )
        expect(
          figures.variants.map((v) => [v.conversionRate, v.probabilityToBeatControl, v.uplift, v.enoughData]),
        ).toEqual(stats.variants.map((s) => [s.rate, s.probabilityToBeatControl, s.uplift, s.enoughData]))
        expect(figures.srm).toEqual(stats.srm)
        expect(figures.winner).toBe(stats.winner)
        const short = counts.some(
          (c) =>
            c.visitors < e.settings.minimum.visitors ||
            Math.min(c.leads, c.visitors) < e.settings.minimum.conversions,
        )
        expect([short, figures.needs.visitors + figures.needs.leads > 0]).toEqual([short, short])
        expect(short && figures.winner !== null).toBe(false)
      }),
      { numRuns: 60, seed: 3636 },
    )
  })

  it('name the variant furthest from the minimum sample in `needs`', () => {
    const figures = figuresOf(
      HALVES,
      [
        { day: '2026-11-01', variant: CONTROL_VARIANT, visitors: 70 },
        { day: '2026-11-02', variant: 'b', visitors: 40 },
      ],
      [{ variant: CONTROL_VARIANT }, { variant: 'b' }, { variant: 'b' }],
    )
    expect(figures.needs).toEqual({ visitors: 60, leads: 9 })
    expect(figures.winner).toBeNull()
  })
})

describe("the dashboard's results table", () => {
  const render = (control: number, b: number, leads: string[]) =>
    renderToStaticMarkup(
      createElement(ExperimentResults, {
        figures: figuresOf(
          HALVES,
          [
            { day: '2026-11-01', variant: CONTROL_VARIANT, visitors: control },
            { day: '2026-11-01', variant: 'b', visitors: b },
          ],
          leads.map((variant) => ({ variant })),
        ),
      }),
    )

  it('has a caption, column and row headers, and says what the minimum sample still needs', () => {
    const html = render(60, 50, [CONTROL_VARIANT, 'b'])
    expect(html).toContain('<caption>Hero wording (running)</caption>')
    expect(html).toContain('<th scope="col">Visitors</th>')
    expect(html).toContain('<th scope="row">Shorter hero</th>')
    expect(html).toContain('No winner yet: needs 50 more visitors and 9 more leads per variant')
    expect(html).not.toContain('sample ratio mismatch')
  })

  it('names the winner once decided and warns in text of a broken split', () => {
    const leads = [...Array(20).fill(CONTROL_VARIANT), ...Array(90).fill('b')] as string[]
    const html = render(1000, 600, leads)
    expect(html).toContain('Winner: Shorter hero.')
    expect(html).toContain('sample ratio mismatch')
  })
})
