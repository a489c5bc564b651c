/**
 * The periods the dashboard counts in, as UTC instants, in the site's time zone: the last 12
 * weeks (Monday 00:00 to Monday 00:00 local, the current week last) and this and last
 * calendar month. Pure.
 */
import { addDays, isoWeekday, localDate, startOfLocalDay, type LocalDate } from '@/lib/time-zone'

/** A half-open interval [start, end) with the local date it begins on (YYYY-MM-DD). */
export type Period = { start: Date; end: Date; label: string }

export const WEEKS_SHOWN = 12

const isoDay = (d: LocalDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`

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
