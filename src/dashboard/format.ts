/**
 * How the dashboard writes its numbers: money, conversion rates and the change from the
 * previous period. Pure.
 */

/** Cents as money in `currency` ("$1,234.50"); an unknown code is shown after the number. */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100)
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`
  }
}

/** A conversion rate (0 to 1) as a percentage ("12.5%", "100%"); "n/a" without visitors (null). */
export function formatRate(rate: number | null): string {
  if (rate === null) return 'n/a'
  return `${Math.round(rate * 1000) / 10}%`
}

/**
 * `now` against `before`, the figure of the previous `days` days: "+12% vs previous 30 days",
 * "-5% …", "no change …", or "up from 0 …" when the previous figure was 0.
 */
export function formatChange(now: number, before: number, days: number): string {
  const previous = `vs previous ${days} ${days === 1 ? 'day' : 'days'}`
  if (now === before) return `no change ${previous}`
  if (before === 0) return `up from 0 ${previous}`
  const percent = Math.round(((now - before) / before) * 100)
  if (percent === 0) return `${now > before ? '+' : '-'}<1% ${previous}`
  return `${percent > 0 ? '+' : ''}${percent}% ${previous}`
}

/** "2026-11-23" → "Nov 23" (the dates are already local to the site's time zone). */
export const shortDate = (isoDay: string): string =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
