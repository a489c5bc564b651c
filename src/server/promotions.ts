import 'server-only'

/**
 * Prices as the server decides them (docs/payments.md "How the amount is decided"): the
 * stored package price less the best promotion that applies (src/lib/promotions.ts), at the
 * time of the request, for the landing page the buyer came through and their campaign cookie.
 *
 * - The checkout (`checkoutPrice`) reads the published promotions from the database on each
 *   request: the amount charged never comes from a page, nor from a cache.
 * - Pages (`getPrices`) read the same promotions cached under the `promotions` tag, expired by
 *   every change and by a job at every start and end (src/collections/Promotions/expire-prices.ts),
 *   and decide with the time of their render.
 *
 * "Through a landing page" is a claim the server checks: the price table's Buy link on a landing
 * page carries `?via=<page slug>`, and it counts only when that page is published and holds a
 * price table of the package's category (`showsPackage`). Promotions are not public content:
 * visitors cannot read the collection (src/access/policies.ts), so the reads here override access.
 */
import type { Payload } from 'payload'

import { attributionOf } from '@/lib/attribution'
import { isSlug } from '@/lib/slug'
import { decidePrice, type PriceContext, type PriceDecision, type PromotionRule } from '@/lib/promotions'
import type { Package, Page, Promotion } from '@/payload-types'
import { cachedRead, getClient, orFallback } from '@/server/reads/cached-read'

/** What the price decision needs of a stored promotion (read at depth 0). */
export function ruleOf(doc: Promotion): PromotionRule {
  const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)
  return {
    id: doc.id,
    title: doc.title,
    kind: doc.kind,
    value: doc.value,
    packages: (doc.packages ?? []).map(idOf),
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    landingPage: doc.landingPage == null ? null : idOf(doc.landingPage),
    campaign: doc.campaign ?? null,
  }
}

/** The published promotions that have not ended at `now` (ms), as rules. */
export async function findPromotions(payload: Payload, now: number): Promise<PromotionRule[]> {
  const { docs } = await payload.find({
    collection: 'promotions',
    where: { _status: { equals: 'published' }, endsAt: { greater_than: new Date(now).toISOString() } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(ruleOf)
}

/** Whether landing page `page` shows package `pkg`: it holds a price table of its category. */
export const showsPackage = (page: Pick<Page, 'layout'>, pkg: Pick<Package, 'category'>): boolean =>
  page.layout.some((block) => block.blockType === 'priceTable' && block.category === pkg.category)

/**
 * The id of the published landing page `via` (a slug, as the Buy link sends it) when it shows
 * `pkg`; null otherwise (no claim, an unknown, unpublished or unrelated page).
 */
export async function landingPageOf(payload: Payload, via: unknown, pkg: Package): Promise<number | null> {
  if (!isSlug(via)) return null
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: via }, _status: { equals: 'published' } },
    depth: 0,
    limit: 1,
  })
  const page = docs[0]
  return page && showsPackage(page, pkg) ? page.id : null
}

/** The checkout's price of `pkg` now, for the buyer who came through `via` with campaign `campaign`. */
export async function checkoutPrice(
  payload: Payload,
  pkg: Package,
  buyer: { via?: unknown; campaign?: string },
  now = Date.now(),
): Promise<PriceDecision> {
  const [landingPage, rules] = await Promise.all([
    landingPageOf(payload, buyer.via, pkg),
    findPromotions(payload, now),
  ])
  return decidePrice(pkg.id, pkg.price, rules, { now, landingPage, campaign: buyer.campaign })
}

/** The promotions pages price with, cached (see the module comment). */
const readPromotions = cachedRead('promotions', ['promotions'], async () =>
  findPromotions(await getClient(), Date.now()),
)

/**
 * The price of each of `packages` (by package id) for a page rendered now, for visitors who came
 * through `context.landingPage` (a price table of that landing page) or none.
 */
export async function getPrices(
  packages: readonly Package[],
  context: Omit<PriceContext, 'now'> = {},
): Promise<Map<number, PriceDecision>> {
  // Unreadable promotions show full prices: the checkout decides the amount on its own.
  const rules = await orFallback(readPromotions, [], 'promotions')
  const now = Date.now()
  return new Map(packages.map((pkg) => [pkg.id, decidePrice(pkg.id, pkg.price, rules, { ...context, now })]))
}

/**
 * The checkout's price for the /payment page of `pkg`, for the landing page `via` (`?via=`) and
 * the request's `cookie` header (its campaign cookie): the reads and time rule of the order.
 */
export async function getCheckoutPrice(
  pkg: Package,
  via: unknown,
  cookie: string | null,
): Promise<PriceDecision> {
  const now = Date.now()
  const { campaign } = attributionOf(cookie, now)
  return checkoutPrice(await getClient(), pkg, { via, campaign }, now)
}
