/**
 * A shared HTTP cache of public pages inside the site's server, the way a CDN or nginx's
 * proxy_cache in front of the site would keep them (what is stored, freshness, stale-on-error
 * and memory: docs/performance.md "Page cache"). A stored answer skips Next's request pipeline.
 *
 * Stored: the answer to a plain GET (not /admin, Next's image optimizer or internals; not in
 * draft mode nor from Next's client router: src/edge/next-adapter.ts) that HTTP lets a shared cache store
 * (http-cache-semantics, RFC 9111), HTML, JSON or a build file, with no cookie set by Next.
 * Entries are keyed by Host and path (no query: nothing stored reads one) and hold the headers
 * as sent (CSP included), the body, and brotli and gzip copies made on first demand.
 * A purge (`purgePageCache()`, src/infra/page-cache-purge.ts) drops every entry; an answer whose
 * render began before a purge, or outside one epoch of the instance's shared state
 * (src/infra/instance-state.ts), is not stored. Next hands one render to every request for the
 * same page made while it runs, so an answer counts as begun when the oldest request for its
 * key then in flight began (./flights.ts). Purged entries stay as stale copies sent in
 * place of a 5xx (RFC 5861 `stale-if-error`), marked `x-page-cache: STALE`.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import CachePolicy from 'http-cache-semantics'
import { LRUCache } from 'lru-cache'

import { instanceState } from '@/infra/shared-state'
import { onPageCachePurge } from '@/infra/page-cache-purge'
import { findRedirect } from '@/infra/redirect-table'

import { chooseEncoding, encode, varyOn, type Encoding } from '../encoding'
import { isDraftMode, isNextClientRequest } from '../next-adapter'
import { createFlights, type Flight } from './flights'

/** Total bytes of entries: keys, kept headers and bodies (identity + compressed copies). */
const MAX_CACHE_BYTES = 64 * 1024 * 1024
/** How long a purged page may still answer in place of a 5xx (ms), and their total bytes. */
const STALE_IF_ERROR_MS = 10 * 60 * 1000
const STALE_MAX_BYTES = 16 * 1024 * 1024
/** Largest page body stored. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024

/** Paths never stored: the admin, Next's image optimizer and internals (all of /_next but its static files). */
const UNCACHED_PATH = /^\/(admin|next)(\/|$)|^\/_next\/(?!static\/)/
/** Types stored: pages, JSON, the build's scripts, styles and fonts. */
const STORED_TYPE = /^(text\/html|application\/json|text\/css|(application|text)\/javascript|font\/woff2)\b/
/** Whether an answer of Content-Type `type` may be stored. */
export const storedType = (type: string): boolean => STORED_TYPE.test(type)
/** Headers that belong to one answer, not to the stored page. */
const PER_ANSWER = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-request-id',
  'set-cookie',
  'vary',
  'age',
])

type Entry = {
  policy: CachePolicy
  /** The headers of every hit, and when the entry was stored (ms). */
  headers: OutgoingHttpHeaders
  storedAt: number
  body: Buffer
  compressed: Partial<Record<Encoding, Buffer>>
  /** Per coding: the raw head of a hit (headers, Content-Encoding, Content-Length), ending with the `age` and `x-request-id` slots each hit fills. */
  heads: Partial<Record<Encoding, string[]>>
  /** Bytes of the stored response headers (counted in MAX_CACHE_BYTES with the key and bodies). */
  headerBytes: number
}

/** The Content-Type `entry` was stored with. */
const typeOf = (entry: Entry): string => String(entry.headers['content-type'] ?? 'application/octet-stream')

/** The raw head (node:http `writeHead` array form) of a hit in `encoding` of `body`. */
function rawHead(headers: OutgoingHttpHeaders, encoding: Encoding, body: Buffer): string[] {
  const head: string[] = []
  for (const [name, value] of Object.entries(headers))
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined) head.push(name, String(one))
  if (encoding !== 'identity') head.push('content-encoding', encoding)
  return [...head, 'content-length', String(body.length), 'age', '0', 'x-request-id', '']
}

/** Stores the answer of one request: its final headers on `res` and its plain body. */
export type Keeper = (res: ServerResponse, body: Buffer) => void

export type PageCache = {
  /**
   * Answers `req` from the cache when it holds a fresh copy, with `reqId` as X-Request-Id
   * (none when undefined); returns false when it did not answer, else the stored Content-Type
   * (`application/octet-stream` when none): a hit is written with one `writeHead` of the
   * entry's raw head, so no header object is made per hit and `res.getHeader` reads none.
   */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string, reqId?: string): string | false
  /**
   * Called as a request starts: the keeper of its answer when it may be stored, else undefined.
   * The request counts as in flight until `res` closes.
   */
  keeper(req: IncomingMessage, res: ServerResponse, pathname: string): Keeper | undefined
  /** Puts the stale copy of the request's page on `res` (status, headers) and returns its body; undefined when none is kept. */
  answerStale(req: IncomingMessage, res: ServerResponse, pathname: string): Buffer | undefined
  /** Drops every stored page. */
  purge(): void
  /** Number of stored pages, and bytes counted against MAX_CACHE_BYTES (for tests). */
  readonly size: number
  readonly bytes: number
  /** Keys with a request in flight (for tests). */
  readonly inFlight: number
}

/** Whether a request may be answered from (and stored in) the cache; `host` limits it to SERVER_URL's Host. */
function cacheable(req: IncomingMessage, pathname: string, host: string | undefined): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (host && req.headers.host?.toLowerCase() !== host) return false
  return !UNCACHED_PATH.test(pathname) && !isDraftMode(req) && !isNextClientRequest(req)
}

const keyOf = (req: IncomingMessage, pathname: string) =>
  `${(req.headers.host ?? '').toLowerCase()}${pathname}`

/** A page cache; `host` (SERVER_URL's host, e.g. `www.example.com`) limits it to that Host. */
export function createPageCache(host?: string): PageCache {
  const publicHost = host?.toLowerCase()
  const entries = new LRUCache<string, Entry>({
    maxSize: MAX_CACHE_BYTES,
    sizeCalculation: (entry, key) =>
      key.length +
      entry.headerBytes +
      entry.body.length +
      Object.values(entry.compressed).reduce((n, b) => n + b.length, 0),
  })
  const stale = new LRUCache<string, Entry>({
    maxSize: STALE_MAX_BYTES,
    ttl: STALE_IF_ERROR_MS,
    sizeCalculation: (entry) => entry.body.length || 1,
  })
  let generation = 0
  const flights = createFlights()

  const purge = () => {
    generation++
    for (const [key, entry] of entries.entries())
      if (entry.body.length <= STALE_MAX_BYTES) stale.set(key, entry)
    entries.clear()
  }
  onPageCachePurge(purge)

  const serve = (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    reqId?: string,
  ): string | false => {
    if (!cacheable(req, pathname, publicHost)) return false
    const key = keyOf(req, pathname)
    const entry = entries.get(key)
    // An editor's redirect made after the page was stored takes its place.
    if (!entry || findRedirect(pathname)) return false
    // A request that asks nothing of caches is fresh while the entry lives (its LRU ttl is the
    // policy's time to live); one with Cache-Control or Pragma (a reload) is judged by the policy.
    const asks = req.headers['cache-control'] !== undefined || req.headers.pragma !== undefined
    const request = asks && { url: pathname, method: 'GET', headers: req.headers }
    if (request && !entry.policy.satisfiesWithoutRevalidation(request)) return false
    const age = String(Math.floor((Date.now() - entry.storedAt) / 1000))
    if (entry.headers.etag && req.headers['if-none-match'] === entry.headers.etag) {
      res.writeHead(304, { ...entry.headers, age, ...(reqId && { 'x-request-id': reqId }) })
      res.end()
      return typeOf(entry)
    }
    const encoding = chooseEncoding(
      req.headers['accept-encoding'],
      entry.headers['content-type'],
      entry.body.length,
    )
    let body = encoding === 'identity' ? entry.body : entry.compressed[encoding]
    if (!body) {
      body = entry.compressed[encoding] = encode(entry.body, encoding, true)
      // The entry grew: store it again so the LRU counts its new size.
      entries.set(key, entry, { ttl: entries.getRemainingTTL(key) })
    }
    const head = (entry.heads[encoding] ??= rawHead(entry.headers, encoding, body))
    // Filled and written at once: the array is read by writeHead before any other hit runs.
    head[head.length - 3] = age
    head[head.length - 1] = reqId ?? ''
    res.writeHead(200, reqId ? head : head.slice(0, -2))
    res.end(req.method === 'HEAD' ? undefined : body)
    return typeOf(entry)
  }

  const keeper = (req: IncomingMessage, res: ServerResponse, pathname: string): Keeper | undefined => {
    if (req.method !== 'GET' || !cacheable(req, pathname, publicHost)) return
    const own = { generation, mayKeep: instanceState().begin() }
    const oldest = flights.begin(keyOf(req, pathname), own, res)
    const begunIn = (flight: Flight) => flight.generation === generation && flight.mayKeep()
    return (res, body) => {
      if (!begunIn(own) || !begunIn(oldest) || res.statusCode !== 200 || body.length > MAX_ENTRY_BYTES) return
      if (!STORED_TYPE.test(String(res.getHeader('content-type') ?? '')) || res.hasHeader('set-cookie'))
        return
      const headers: Record<string, string | string[]> = {}
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (value !== undefined && !PER_ANSWER.has(name))
          headers[name] = typeof value === 'number' ? String(value) : value
      headers.vary = varyOn(res.getHeader('vary'), false)
      const policy = new CachePolicy(
        { url: pathname, method: 'GET', headers: req.headers },
        { status: 200, headers },
        { shared: true },
      )
      const ttl = policy.timeToLive()
      if (!policy.storable() || ttl <= 0) return
      const headerBytes = Buffer.byteLength(JSON.stringify(policy.toObject()))
      const key = keyOf(req, pathname)
      const stored = policy.responseHeaders() as OutgoingHttpHeaders
      delete stored.age
      delete stored.date
      stored.vary = varyOn(stored.vary, true)
      // Like a CDN's X-Cache: tells operators (and tests) the answer came from here.
      stored['x-page-cache'] = 'HIT'
      const entry = {
        policy,
        headers: stored,
        storedAt: Date.now(),
        body,
        compressed: {},
        heads: {},
        headerBytes,
      }
      entries.set(key, entry, { ttl })
      stale.delete(key)
    }
  }

  const answerStale = (req: IncomingMessage, res: ServerResponse, pathname: string): Buffer | undefined => {
    const copy = cacheable(req, pathname, publicHost) ? stale.get(keyOf(req, pathname)) : undefined
    if (!copy) return
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    for (const [name, value] of Object.entries(copy.policy.responseHeaders()))
      if (value !== undefined) res.setHeader(name, value)
    res.setHeader('x-page-cache', 'STALE')
    res.statusCode = 200
    return copy.body
  }

  return {
    serve,
    keeper,
    answerStale,
    purge,
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.calculatedSize
    },
    get inFlight() {
      return flights.size
    },
  }
}
