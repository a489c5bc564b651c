/** Pure formatting helpers shared by pages (unit-tested in tests/unit). */

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })

/** 599 -> "$599", 1299.5 -> "$1,299.50". Amount in US dollars. */
export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? whole : cents).format(amount)
}

/** Digits and a leading + of a phone number, for tel: links. "+1 (555) 014-2290" -> "+15550142290". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/** Display names of package categories. */
export const CATEGORY_LABELS = { website: 'Website', seo: 'SEO', ppc: 'PPC', smo: 'SMO' } as const

/** `text` as a URL fragment or element id: lower-case ASCII letters and digits joined by '-' ('UI/UX Design' → 'ui-ux-design'). */
export function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** An ISO date-time as the site shows a post's date ('March 4, 2026', UTC); '' when not a date. */
export function formatDate(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : NaN
  return Number.isFinite(time) ? LONG_DATE.format(time) : ''
}
