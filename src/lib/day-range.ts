/**
 * Calendar days as text and ranges of them, for the traffic summary and the dashboard's period
 * choice. Days are `LocalDate`s (src/lib/time-zone.ts) written YYYY-MM-DD. Pure.
 */
import { SUMMARY_MAX_DAYS } from '@/contracts/analytics'

import { addDays, type LocalDate } from './time-zone'

/** A calendar day as YYYY-MM-DD. */
export const isoDate = (d: LocalDate): string =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`

/** The number of days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const dayCount = (from: LocalDate, to: LocalDate): number =>
  (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 864e5 + 1

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day `text` names (YYYY-MM-DD, a real calendar day), or undefined. */
export function parseDay(text: string | null | undefined): LocalDate | undefined {
  const m = DATE.exec(text ?? '')
  if (!m) return undefined
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
  return isoDate(addDays(d, 0)) === text ? d : undefined
}

/** The range of `from` and `to` (both included), or why it is not one (a sentence). */
export function parseRange(
  from: string | null | undefined,
  to: string | null | undefined,
): { from: LocalDate; to: LocalDate } | { error: string } {
  const first = parseDay(from)
  const last = parseDay(to)
  if (!first || !last) return { error: 'from and to must be calendar days as YYYY-MM-DD.' }
  const days = dayCount(first, last)
  if (days < 1) return { error: 'from must not be after to.' }
  if (days > SUMMARY_MAX_DAYS) return { error: `A range spans at most ${SUMMARY_MAX_DAYS} days.` }
  return { from: first, to: last }
}
