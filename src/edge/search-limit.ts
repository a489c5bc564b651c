/**
 * The per-client limit of site search (`GET`/`HEAD /search`): every search is a render and a
 * full-text query, so a client gets SEARCH_RATE_LIMIT of them per SEARCH_RATE_WINDOW_S, then
 * 429 JSON with `Retry-After` (whole seconds) until its window frees a point. The limiter is
 * made by src/infra/rate-limit.ts: in this process's memory, or with REDIS_URL one budget per
 * client shared by every instance. The client is the address src/lib/client.ts reads from the
 * X-Forwarded-For the forwarded-for step wrote; the key is its keyed hash (no address is stored).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { errorJson } from '@/contracts/http'
import { spendPoint } from '@/infra/rate-limit'
import { clientIp, hashIp } from '@/lib/client'
import { SEARCH_PATH } from '@/lib/search'

import { answerJson } from './refuse'

/** Window of SEARCH_RATE_LIMIT (seconds). */
export const SEARCH_RATE_WINDOW_S = 60

/** The 429 message of a client past its searches. */
export const tooManySearches = (retryAfter: number): string =>
  `Too many searches from this address. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`

export type SearchLimit = {
  limiter: RateLimiterAbstract
  /** TRUST_PROXY: which X-Forwarded-For entry is the client. */
  trustProxy: number
  /** Key of the client's address hash (PAYLOAD_SECRET). */
  secret: string
}

/** Spends one search of the client of `req` (its keyed address hash); answers 429 when it has none left. */
async function spendSearch(
  req: IncomingMessage,
  res: ServerResponse,
  { limiter, trustProxy, secret }: SearchLimit,
): Promise<'answered' | void> {
  const forwarded = req.headers['x-forwarded-for']
  const ip = clientIp(new Headers(forwarded ? { 'x-forwarded-for': String(forwarded) } : {}), trustProxy)
  const retryAfter = await spendPoint(limiter, hashIp(ip, secret))
  if (!retryAfter) return
  answerJson(res, 429, errorJson(tooManySearches(retryAfter)), { 'Retry-After': String(retryAfter) })
  return 'answered'
}

/**
 * The limit of `req` when it asks for /search (a promise of `'answered'` when it answered
 * 429); nothing, at once, for any other request.
 */
export function limitSearch(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  limit: SearchLimit,
): Promise<'answered' | void> | void {
  if (pathname !== SEARCH_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return
  return spendSearch(req, res, limit)
}
