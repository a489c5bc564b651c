/**
 * IANA time zones (the site's `time_zone` setting) and local calendar arithmetic without a
 * date library: offsets come from Intl, which knows every zone's daylight-saving rules.
 * Pure; browser-safe.
 */

/** The zone used when the setting is empty or unknown. */
export const DEFAULT_TIME_ZONE = 'UTC'

/** Whether `value` names a time zone this runtime knows (e.g. "Europe/Berlin", "UTC"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** Field validation of the setting: a known IANA zone, with the message editors read. */
export const validateTimeZone = (value: unknown): true | string =>
  value === null || value === undefined || value === '' || isTimeZone(value)
    ? true
    : 'Enter an IANA time zone such as UTC, Europe/Berlin or America/New_York.'

/** A calendar day; `month` is 1-12. */
export type LocalDate = { year: number; month: number; day: number }

/** One formatter per zone, made on first use: making one costs far more than formatting with it. */
const formats = new Map<string, Intl.DateTimeFormat>()
const partsFormat = (timeZone: string) => {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** The wall-clock date and time in `timeZone` at `instant`, as UTC milliseconds of that wall clock. */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
}

/** The calendar date in `timeZone` at `instant`. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone))
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() }
}

/**
 * The instant at which `date` begins (00:00 local) in `timeZone`. Two passes settle the
 * offset across a daylight-saving change; a midnight that does not exist (a zone that
 * springs forward at 00:00) maps to the first instant of that day.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day)
  let guess = wall
  for (let i = 0; i < 2; i++) guess = wall - (wallClockMs(guess, timeZone) - guess)
  return new Date(guess)
}

/** `date` moved by `days` calendar days (negative: back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** ISO day of the week of `date`: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: LocalDate): number =>
  ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1
