/** The dashboard's traffic period chosen by the query of /admin (src/dashboard/periods.ts) and how its figures are written (src/dashboard/format.ts). */
import { describe, expect, it } from 'vitest'

import { formatChange, formatRate } from '@/dashboard/format'
import { trafficPeriod } from '@/dashboard/periods'
import { isoDate } from '@/lib/day-range'

const TODAY = { year: 2026, month: 3, day: 1 }
const days = (query: Record<string, string | string[] | undefined> | undefined) => {
  const p = trafficPeriod(query, TODAY)
  return { from: isoDate(p.from), to: isoDate(p.to), days: p.days, preset: p.preset, problem: p.problem }
}
const DEFAULT = { from: '2026-01-31', to: '2026-03-01', days: 30, preset: 30 }

describe('trafficPeriod', () => {
  it('is the last 30 days ending today when nothing is asked', () => {
    expect(days(undefined)).toEqual({ ...DEFAULT, problem: undefined })
    expect(days({})).toEqual({ ...DEFAULT, problem: undefined })
    expect(days({ traffic: '', trafficFrom: '', trafficTo: '' })).toEqual({ ...DEFAULT, problem: undefined })
  })

  it('counts 7, 30 or 90 days back from today, today included, across month ends', () => {
    expect(days({ traffic: '7' })).toMatchObject({ from: '2026-02-23', to: '2026-03-01', days: 7, preset: 7 })
    expect(days({ traffic: '90' })).toMatchObject({ from: '2025-12-02', to: '2026-03-01', days: 90 })
    // A preset wins over the dates the form always sends beside it.
    expect(days({ traffic: '7', trafficFrom: '2020-01-01', trafficTo: '2020-01-02' })).toMatchObject({
      days: 7,
    })
  })

  it('takes a custom range, both days included, with or without traffic=custom', () => {
    const range = { from: '2024-02-28', to: '2024-03-01', days: 3, preset: null, problem: undefined }
    expect(days({ traffic: 'custom', trafficFrom: '2024-02-28', trafficTo: '2024-03-01' })).toEqual(range)
    expect(days({ trafficFrom: '2024-02-28', trafficTo: '2024-03-01' })).toEqual(range)
    expect(days({ trafficFrom: ['2024-02-28', 'x'], trafficTo: '2024-03-01' })).toEqual(range)
  })

  it('falls back to the default period with a sentence for anything else', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ traffic: '14' }, /7, 30 or 90/],
      [{ traffic: '<script>' }, /7, 30 or 90/],
      [{ traffic: 'custom' }, /From and a To/],
      [{ traffic: 'custom', trafficFrom: '2026-02-30', trafficTo: '2026-03-01' }, /From and a To/],
      [{ trafficFrom: '2026-03-01' }, /From and a To/],
      [{ trafficFrom: '2026-03-01', trafficTo: '2026-02-28' }, /not be after/],
      [{ trafficFrom: '2020-01-01', trafficTo: '2026-01-01' }, /at most 800 days/],
    ]
    for (const [query, problem] of cases) {
      const period = days(query)
      expect({ query, ...period, problem: undefined }).toEqual({ query, ...DEFAULT, problem: undefined })
      expect(period.problem).toMatch(problem)
      expect(period.problem).toMatch(/showing the last 30 days instead\.$/)
    }
  })
})

describe('dashboard figures', () => {
  it('write the change from the previous period', () => {
    expect(formatChange(112, 100, 30)).toBe('+12% vs previous 30 days')
    expect(formatChange(95, 100, 7)).toBe('-5% vs previous 7 days')
    expect(formatChange(3, 3, 1)).toBe('no change vs previous 1 day')
    expect(formatChange(0, 0, 90)).toBe('no change vs previous 90 days')
    expect(formatChange(4, 0, 30)).toBe('up from 0 vs previous 30 days')
    expect(formatChange(0, 4, 30)).toBe('-100% vs previous 30 days')
    expect(formatChange(1001, 1000, 30)).toBe('+<1% vs previous 30 days')
  })

  it('write a conversion rate as a percentage, n/a without visitors', () => {
    expect(formatRate(1)).toBe('100%')
    expect(formatRate(0.125)).toBe('12.5%')
    expect(formatRate(1 / 3)).toBe('33.3%')
    expect(formatRate(0)).toBe('0%')
    expect(formatRate(null)).toBe('n/a')
  })
})
