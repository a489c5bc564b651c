/**
 * The periods the dashboard counts in, in the site's time zone: the last 12 weeks (Monday 00:00
 * to Monday 00:00 local, the current week last) and this and last calendar month, as UTC
 * instants; and the days of "Traffic and conversions", chosen by the query of /admin. Pure.
 */
import { SUMMARY_MAX_DAYS } from '@/contracts/analytics'
import { dayCount, isoDate as isoDay, parseDay } from '@/lib/day-range'
import { addDays, isoWeekday, localDate, startOfLocalDay, type LocalDate } from '@/lib/time-zone'

/** A half-open interval [start, end) with the local date it begins on (YYYY-MM-DD). */
export type Period = { start: Date; end: Date; label: string }

export const WEEKS_SHOWN = 12

/** The last `WEEKS_SHOWN` weeks, oldest first; the last one contains `now`. */
export function lastWeeks(now: Date, timeZone: string, count = WEEKS_SHOWN): Period[] {
  const today = localDate(now, timeZone)
  const monday = addDays(today, 1 - isoWeekday(today))
  return Array.from({ length: count }, (_, i) => {
    const first = addDays(monday, 7 * (i - count + 1))
    return {
      start: startOfLocalDay(first, timeZone),
      end: startOfLocalDay(addDays(first, 7), timeZone),
      label: isoDay(first),
    }
  })
}

/** The calendar month containing `now` and the one before it: `{ current, previous }`. */
export function lastMonths(now: Date, timeZone: string): { current: Period; previous: Period } {
  const today = localDate(now, timeZone)
  const firstOf = (year: number, month: number): LocalDate =>
    month < 1
      ? { year: year - 1, month: month + 12, day: 1 }
      : month > 12
        ? { year: year + 1, month: month - 12, day: 1 }
        : { year, month, day: 1 }
  const period = (d: LocalDate): Period => ({
    start: startOfLocalDay(d, timeZone),
    end: startOfLocalDay(firstOf(d.year, d.month + 1), timeZone),
    label: isoDay(d).slice(0, 7),
  })
  return {
    current: period(firstOf(today.year, today.month)),
    previous: period(firstOf(today.year, today.month - 1)),
  }
}

/** The periods of the traffic section's choice, in days ending today. */
export const TRAFFIC_DAYS = [7, 30, 90] as const
/** The period shown when none (or a bad one) is asked for. */
export const DEFAULT_TRAFFIC_DAYS = 30

/** The query parameters of /admin that choose the traffic period. */
export const TRAFFIC_PARAMS = { days: 'traffic', from: 'trafficFrom', to: 'trafficTo' } as const
/** The value of `traffic` that asks for the days `trafficFrom` to `trafficTo`. */
export const CUSTOM = 'custom'

/**
 * The days of the traffic section, both included: `preset` is 7, 30 or 90 for the last as many
 * days ending `today`, or null for a custom range; `days` is their number; `problem` says why
 * the query was not followed (the default period is shown instead).
 */
export type TrafficPeriod = {
  from: LocalDate
  to: LocalDate
  days: number
  preset: number | null
  problem?: string
}

type Query = Record<string, string | string[] | undefined> | undefined

const lastDays = (days: number, today: LocalDate, problem?: string): TrafficPeriod => ({
  from: addDays(today, 1 - days),
  to: today,
  days,
  preset: days,
  ...(problem ? { problem } : {}),
})

const one = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

/**
 * The traffic period `query` asks for on `today` (the site's local date): `traffic=7|30|90`, or
 * `traffic=custom` (or no `traffic`) with `trafficFrom` and `trafficTo` as YYYY-MM-DD. Nothing
 * asked: the last DEFAULT_TRAFFIC_DAYS days. Anything else: the same, with a `problem`.
 */
export function trafficPeriod(query: Query, today: LocalDate): TrafficPeriod {
  const choice = one(query?.[TRAFFIC_PARAMS.days]) || undefined
  const from = one(query?.[TRAFFIC_PARAMS.from]) || undefined
  const to = one(query?.[TRAFFIC_PARAMS.to]) || undefined
  const preset = TRAFFIC_DAYS.find((d) => String(d) === choice)
  if (preset) return lastDays(preset, today)
  if (choice === undefined && from === undefined && to === undefined)
    return lastDays(DEFAULT_TRAFFIC_DAYS, today)
  const fallback = (why: string) =>
    lastDays(DEFAULT_TRAFFIC_DAYS, today, `${why}: showing the last ${DEFAULT_TRAFFIC_DAYS} days instead.`)
  if (choice !== undefined && choice !== CUSTOM)
    return fallback('The period must be the last 7, 30 or 90 days or a custom range')
  const first = parseDay(from)
  const last = parseDay(to)
  if (!first || !last) return fallback('A custom range needs a From and a To day')
  const days = dayCount(first, last)
  if (days < 1) return fallback('The From day must not be after the To day')
  if (days > SUMMARY_MAX_DAYS) return fallback(`A range spans at most ${SUMMARY_MAX_DAYS} days`)
  return { from: first, to: last, days, preset: null }
}
