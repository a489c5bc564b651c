/**
 * The price a visitor pays for a package: its stored price, less the best promotion that
 * applies to it at a given time for a given visitor (docs/payments.md "How the amount is
 * decided"). Pure: the server passes the stored package, the stored promotions and the time
 * of the request; nothing a browser sends is a price. Amounts are integer cents.
 *
 * A promotion applies when it names the package, `startsAt <= now < endsAt`, and each
 * restriction it sets holds: `landingPage` (the id of the landing page the checkout came
 * through, checked by the server) and `campaign` (the campaign cookie's `utm_campaign`, equal
 * as stored). When several apply, the one giving the lowest price wins (ties: the lowest id).
 * The price is never below zero and never above the stored price.
 */

/** What the price decision needs of a stored promotion (src/collections/Promotions/config.ts). */
export type PromotionRule = {
  id: number
  title: string
  /** `percent`: `value` percent off (1-100); `amount`: `value` dollars off, the unit of package prices. */
  kind: 'percent' | 'amount'
  value: number
  /** Ids of the packages it applies to. */
  packages: number[]
  /** Window, ISO dates: from `startsAt` (inclusive) to `endsAt` (exclusive). */
  startsAt: string
  endsAt: string
  /** Only through this landing page (its id), when set. */
  landingPage?: number | null
  /** Only for visitors whose campaign cookie names this `utm_campaign`, when set. */
  campaign?: string | null
}

/** Who is buying, as the server knows it: the time, and the checked landing page and campaign. */
export type PriceContext = {
  /** Milliseconds since the epoch. */
  now: number
  /** Id of the landing page the checkout came through (verified by the server), if any. */
  landingPage?: number | null
  /** `utm_campaign` of the visitor's campaign cookie, if any. */
  campaign?: string | null
}

/** The outcome, in integer cents: `price` is charged; `promotion` names the one applied. */
export type PriceDecision = {
  fullPrice: number
  price: number
  promotion?: { id: number; title: string; amountOff: number }
}

/** Dollars (the unit of stored prices, e.g. 599 or 12.5) as whole cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100)

/** Whether `rule` is running at `now` (start inclusive, end exclusive); false for an unreadable date. */
export function isRunning(rule: Pick<PromotionRule, 'startsAt' | 'endsAt'>, now: number): boolean {
  const start = Date.parse(rule.startsAt)
  const end = Date.parse(rule.endsAt)
  return start <= now && now < end
}

/** Whether `rule` applies to package `packageId` for the visitor `context`. */
export function applies(rule: PromotionRule, packageId: number, context: PriceContext): boolean {
  if (!rule.packages.includes(packageId) || !isRunning(rule, context.now)) return false
  if (rule.landingPage != null && rule.landingPage !== context.landingPage) return false
  if (rule.campaign && rule.campaign !== context.campaign) return false
  return true
}

/** Cents off `fullPrice` (cents) by `rule`, within [0, fullPrice]; 0 for a value out of range. */
export function centsOff(rule: Pick<PromotionRule, 'kind' | 'value'>, fullPrice: number): number {
  if (!Number.isFinite(rule.value) || rule.value <= 0) return 0
  const off =
    rule.kind === 'percent' ? Math.round((fullPrice * Math.min(rule.value, 100)) / 100) : toCents(rule.value)
  return Math.min(Math.max(off, 0), fullPrice)
}

/**
 * The price of package `packageId` stored at `storedPrice` dollars, with the best of
 * `promotions` that applies for `context` (module comment). Throws on a stored price that is
 * negative or not finite, as toMoney does.
 */
export function decidePrice(
  packageId: number,
  storedPrice: number,
  promotions: readonly PromotionRule[],
  context: PriceContext,
): PriceDecision {
  if (!Number.isFinite(storedPrice) || storedPrice < 0) throw new RangeError(`not a price: ${storedPrice}`)
  const fullPrice = toCents(storedPrice)
  let best: PriceDecision = { fullPrice, price: fullPrice }
  const ranked = [...promotions].sort((a, b) => a.id - b.id)
  for (const rule of ranked) {
    const amountOff = applies(rule, packageId, context) ? centsOff(rule, fullPrice) : 0
    // Strictly lower only: of equal prices the lowest id, seen first, is kept.
    if (fullPrice - amountOff < best.price)
      best = {
        fullPrice,
        price: fullPrice - amountOff,
        promotion: { id: rule.id, title: rule.title, amountOff },
      }
  }
  return best
}

/**
 * The earliest start or end of `promotions` after `now` (ms), or null: the next time a price
 * shown from them may change.
 */
export function nextPriceChange(promotions: readonly PromotionRule[], now: number): number | null {
  const times = promotions
    .flatMap((rule) => [Date.parse(rule.startsAt), Date.parse(rule.endsAt)])
    .filter((time) => time > now)
  return times.length ? Math.min(...times) : null
}

/** Kinds of promotion, with the admin's label. */
export const PROMOTION_KINDS = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'amount', label: 'Fixed amount off (USD)' },
] as const

export const PERCENT_MESSAGE = 'Enter a percentage from 1 to 100.'
export const AMOUNT_MESSAGE =
  'Enter an amount above 0, in US dollars like package prices (e.g. 100 or 49.50).'
export const ENDS_AT_MESSAGE = 'The end must be after the start.'

/** The editor's message for `value` of a promotion of `kind`, or true when valid. */
export function checkPromotionValue(kind: unknown, value: unknown): true | string {
  const number = typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN
  if (kind === 'amount')
    // Whole cents only: a price is charged in cents.
    return number > 0 && Math.abs(number * 100 - toCents(number)) < 1e-6 ? true : AMOUNT_MESSAGE
  return number >= 1 && number <= 100 ? true : PERCENT_MESSAGE
}

/** The editor's message when `endsAt` is not after `startsAt` (both dates or ISO strings), or true. */
export function checkEndsAt(startsAt: unknown, endsAt: unknown): true | string {
  const time = (v: unknown) => (v instanceof Date ? v.getTime() : typeof v === 'string' ? Date.parse(v) : NaN)
  // A missing date is the `required` rule's message, not this one.
  if (endsAt == null || startsAt == null) return true
  return time(endsAt) > time(startsAt) ? true : ENDS_AT_MESSAGE
}
