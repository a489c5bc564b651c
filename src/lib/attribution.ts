/**
 * Campaign attribution (docs/security.md "Campaign cookie"): the UTM parameters and ad click ids
 * a visitor arrived with, and the pages they landed on, kept in the first-party cookie
 * ATTRIBUTION_COOKIE for ATTRIBUTION_MAX_AGE_S and copied into each contact message they send
 * and each order they create. Pure helpers: the site's HTTP server sets the cookie
 * (src/edge/campaign-arrival.ts), the contact pipeline (src/server/contact/meta.ts) and the
 * order endpoint (src/server/payments/handle.ts) read it.
 *
 * Touches: an arrival with parameters replaces the campaign fields and `landingPage` (last
 * touch, the model ad platforms report in, so the campaign and its landing page always belong
 * together); `firstPage` is the landing page of the first arrival still remembered (first
 * touch), kept by later arrivals while it is younger than ATTRIBUTION_MAX_AGE_S. A visit without
 * parameters is never recorded: its answers are cacheable and carry no cookie.
 *
 * Every value is untrusted (query or cookie) and passes the same checks both ways in and out:
 * - texts (`utm_source`, `utm_medium`, `utm_campaign`): control characters removed, white space
 *   collapsed, trimmed, at most TEXT_MAX_CHARS characters and TEXT_MAX_BYTES bytes of UTF-8;
 * - click ids (`gclid`, `fbclid`): CLICK_ID (URL-safe characters, at most 200), else dropped;
 * - pages: a path of the site (`/` then printable ASCII, not `//`), at most PATH_MAX_CHARS, no
 *   query, else dropped.
 * The cookie's value is base64url of a JSON object (keys below), at most about 2 KB.
 */
import { ATTRIBUTION_COOKIE } from '@/contracts/http'

/** The query parameters that mark a campaign arrival, with the field each one fills. */
export const ATTRIBUTION_PARAMS = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  gclid: 'gclid',
  fbclid: 'fbclid',
} as const

export type AttributionParam = keyof typeof ATTRIBUTION_PARAMS
type CampaignField = (typeof ATTRIBUTION_PARAMS)[AttributionParam]

/** What a contact message or an order records (their `attribution` group, src/fields/attribution.ts); absent fields are unknown. */
export type Attribution = Partial<Record<CampaignField | 'landingPage' | 'firstPage', string>>

/** The cookie's content: an Attribution plus when `firstPage` was seen (Unix seconds). */
export type AttributionCookie = Attribution & { firstSeenAt?: number }

/** Lifetime of the cookie and of its first page (seconds): 30 days. */
export const ATTRIBUTION_MAX_AGE_S = 30 * 24 * 60 * 60

export const TEXT_MAX_CHARS = 100
export const TEXT_MAX_BYTES = 200
export const PATH_MAX_CHARS = 200
const CLICK_ID = /^[A-Za-z0-9._~-]{1,200}$/
/** A path of this site: `/` and printable ASCII without `?`/`#`; `//` or `/\` would leave the site in a Location. */
const SITE_PATH = /^\/(?![/\\])[\x21-\x22\x24-\x3e\x40-\x7e]*$/
/** Longest cookie value read: larger ones are not this site's. */
const COOKIE_MAX_CHARS = 4096
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]+/g

/** Short keys of the cookie's JSON (it travels with every request). */
const COOKIE_KEYS = {
  source: 's',
  medium: 'm',
  campaign: 'c',
  gclid: 'g',
  fbclid: 'f',
  landingPage: 'l',
  firstPage: 'p',
} as const satisfies Record<keyof Attribution, string>

const TEXT_FIELDS = new Set<keyof Attribution>(['source', 'medium', 'campaign'])
const CLICK_FIELDS = new Set<keyof Attribution>(['gclid', 'fbclid'])

/** A campaign text as stored, or undefined when nothing is left of it. */
export function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  let text = Array.from(value.replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' ').trim())
    .slice(0, TEXT_MAX_CHARS)
    .join('')
  while (Buffer.byteLength(text) > TEXT_MAX_BYTES) text = Array.from(text).slice(0, -1).join('')
  text = text.trim()
  return text || undefined
}

/** A site path as stored (`/contact`), or undefined when `value` is not one. */
export function cleanPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= PATH_MAX_CHARS && SITE_PATH.test(value)
    ? value
    : undefined
}

/** A click id as stored, or undefined when `value` is not one. */
const cleanClickId = (value: unknown): string | undefined =>
  typeof value === 'string' && CLICK_ID.test(value) ? value : undefined

function cleanField(field: keyof Attribution, value: unknown): string | undefined {
  if (TEXT_FIELDS.has(field)) return cleanText(value)
  if (CLICK_FIELDS.has(field)) return cleanClickId(value)
  return cleanPath(value)
}

/** `a` without its undefined fields. */
function compact<T extends object>(a: T): T {
  return Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined)) as T
}

/** Whether a query-string name is one of ATTRIBUTION_PARAMS. */
export const isAttributionParam = (name: string): name is AttributionParam =>
  Object.hasOwn(ATTRIBUTION_PARAMS, name)

/**
 * Splits a raw query string (without `?`) into the campaign fields it carries (checked; the
 * first of a repeated name wins) and the rest of the query, byte for byte as sent. `found`
 * says whether any of ATTRIBUTION_PARAMS was present, valid or not.
 */
export function splitQuery(query: string): { found: boolean; campaign: Attribution; rest: string } {
  const campaign: Attribution = {}
  const kept: string[] = []
  let found = false
  for (const part of query.split('&')) {
    if (!part) continue
    // Decoded as the page would read it: `utm%5Fsource` and `utm_source` are one name.
    const [[name, value] = ['', '']] = new URLSearchParams(part)
    if (!isAttributionParam(name)) {
      kept.push(part)
      continue
    }
    found = true
    const field = ATTRIBUTION_PARAMS[name]
    if (!(field in campaign)) {
      const clean = cleanField(field, value)
      if (clean !== undefined) campaign[field] = clean
    }
  }
  return { found, campaign, rest: kept.join('&') }
}

/**
 * The cookie after an arrival on `landingPage` carrying `campaign` at `now` (ms): the campaign
 * fields and landing page of this arrival; the first page and its time from `previous` while
 * younger than ATTRIBUTION_MAX_AGE_S, else this arrival's. Null when the arrival carried no
 * valid value (the visitor's cookie, if any, is then left as it is).
 */
export function nextAttribution(
  previous: AttributionCookie | null,
  campaign: Attribution,
  landingPage: string,
  now: number,
): AttributionCookie | null {
  const fields = compact({
    source: campaign.source,
    medium: campaign.medium,
    campaign: campaign.campaign,
    gclid: campaign.gclid,
    fbclid: campaign.fbclid,
  })
  if (Object.keys(fields).length === 0) return null
  const nowS = Math.floor(now / 1000)
  const page = cleanPath(landingPage)
  const keepFirst =
    previous?.firstPage !== undefined &&
    previous.firstSeenAt !== undefined &&
    nowS - previous.firstSeenAt < ATTRIBUTION_MAX_AGE_S
  return compact({
    ...fields,
    landingPage: page,
    firstPage: keepFirst ? previous.firstPage : page,
    firstSeenAt: keepFirst ? previous.firstSeenAt : page === undefined ? undefined : nowS,
  })
}

/** The cookie's value: base64url of the short-keyed JSON. */
export function encodeAttribution(cookie: AttributionCookie): string {
  const json: Record<string, string | number> = {}
  for (const [field, key] of Object.entries(COOKIE_KEYS)) {
    const value = cookie[field as keyof Attribution]
    if (value !== undefined) json[key] = value
  }
  if (cookie.firstSeenAt !== undefined) json.t = cookie.firstSeenAt
  return Buffer.from(JSON.stringify(json)).toString('base64url')
}

/** The cookie's content from its value; every field checked again. Null when it is not ours. */
export function decodeAttribution(value: string): AttributionCookie | null {
  if (value.length > COOKIE_MAX_CHARS || !/^[A-Za-z0-9_-]+$/.test(value)) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null
  const raw = json as Record<string, unknown>
  const cookie: AttributionCookie = {}
  for (const [field, key] of Object.entries(COOKIE_KEYS) as Array<[keyof Attribution, string]>) {
    const clean = cleanField(field, raw[key])
    if (clean !== undefined) cookie[field] = clean
  }
  if (Number.isSafeInteger(raw.t) && (raw.t as number) >= 0) cookie.firstSeenAt = raw.t as number
  return Object.keys(cookie).length > 0 ? cookie : null
}

/** The value of cookie `name` in a Cookie header (first one wins), or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/** The campaign cookie of a Cookie header, or null when there is none (or none of ours). */
export function attributionCookieOf(header: string | null | undefined): AttributionCookie | null {
  const value = cookieValue(header, ATTRIBUTION_COOKIE)
  return value === null ? null : decodeAttribution(value)
}

/**
 * What a contact message sent or an order created at `now` (ms) records from the Cookie header: the cookie's fields,
 * without a first page older than ATTRIBUTION_MAX_AGE_S. Empty when there is no cookie.
 */
export function attributionOf(header: string | null | undefined, now: number): Attribution {
  const cookie = attributionCookieOf(header)
  if (!cookie) return {}
  const { firstSeenAt, ...fields } = cookie
  const firstExpired =
    firstSeenAt === undefined || Math.floor(now / 1000) - firstSeenAt >= ATTRIBUTION_MAX_AGE_S
  if (firstExpired) delete fields.firstPage
  return fields
}

/** The Set-Cookie header value for `cookie`: HttpOnly, SameSite=Lax, Secure on https, 30 days. */
export function attributionSetCookie(cookie: AttributionCookie, https: boolean): string {
  const secure = https ? '; Secure' : ''
  return `${ATTRIBUTION_COOKIE}=${encodeAttribution(cookie)}; Path=/; Max-Age=${ATTRIBUTION_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`
}
