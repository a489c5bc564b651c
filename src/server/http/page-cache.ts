/**
 * A shared HTTP cache of public pages inside the site's server (targets: docs/performance.md).
 * Next answers a prerendered page from its own cache, but its request
 * pipeline costs a few milliseconds of CPU per answer; this cache answers a repeat request for
 * the same page from memory, the way a CDN or nginx's proxy_cache in front of the site would.
 *
 * What is stored: the answer to a plain GET of a page or of the public JSON API (not /admin;
 * no draft mode cookie; no RSC or server-action headers, which Next varies on) when HTTP says
 * a shared cache may store it (http-cache-semantics, RFC 9111: a 200 with `s-maxage` or
 * `public, max-age`, not `private` or `no-store`, no Authorization unless public), it is HTML
 * or JSON, and Next set no cookie. Pages rendered per request (/payment) and JSON read in
 * preview send `private, no-store`; Payload's REST API sends no freshness: neither is stored.
 * The build's own files (/_next/static: scripts, styles, fonts; immutable) are kept too: they
 * gate the first paint, Next serves them gzip only and takes milliseconds per file under load.
 * Each entry keeps its headers (with the CSP of its inline scripts) and its body, plus brotli
 * and gzip copies of text made on first demand.

 * Freshness: a stored page lives as long as its `s-maxage` says, and until the next
 * revalidation. Every tag expiry of a CMS hook or of /api/internal/revalidate calls
 * `purgePageCache()` (src/infra/page-cache-purge.ts), which empties this cache; an answer
 * rendered before a purge and finished after it is not stored (generation count). Several
 * instances (REDIS_URL): an answer is stored only when its render began and ended in one epoch
 * of the instance's connection state, not while joining (src/infra/instance-state.ts): a page
 * rendered while this instance could miss other instances' invalidations is never kept, and
 * every join empties this cache.
 *
 * Stale on error (RFC 5861 `stale-if-error`): a purge keeps the pages it drops as stale copies
 * for STALE_IF_ERROR_MS (at most STALE_MAX_BYTES). When Next answers a stored page's request
 * with a 5xx (the database away while the page had to render again), the stale copy is sent
 * instead, marked `x-page-cache: STALE`, and never stored as fresh; the next answer Next gives
 * without an error replaces it.
 *
 * Memory: at most MAX_CACHE_BYTES of keys, kept headers (with the request headers the policy
 * keeps) and bodies, least recently used dropped first; a body over MAX_ENTRY_BYTES is not
 * stored.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

import CachePolicy from 'http-cache-semantics'
import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'

import { DRAFT_COOKIE } from '@/contracts/http'
import { instanceState } from '@/infra/shared-state'
import { onPageCachePurge } from '@/infra/page-cache-purge'

/** Total bytes of entries: keys, kept headers and bodies (identity + compressed copies). */
const MAX_CACHE_BYTES = 64 * 1024 * 1024
/** How long a purged page may still answer in place of a 5xx (ms). */
const STALE_IF_ERROR_MS = 10 * 60 * 1000
/** Total bytes of the stale copies kept for errors. */
const STALE_MAX_BYTES = 16 * 1024 * 1024
/** Largest page body stored. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024

/** Request headers that make Next answer something else than the page's HTML. */
const NEXT_VARIANT_HEADERS = [
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]
/** Paths never stored: the admin, Next's image optimizer and internals (all of /_next but its static files). */
const UNCACHED_PATH = /^\/(admin|next)(\/|$)|^\/_next\/(?!static\/)/
/** Types stored: pages, JSON, the build's scripts, styles and fonts (images stay with Next and the browsers' caches). */
const STORED_TYPE = /^(text\/html|application\/json|text\/css|(application|text)\/javascript|font\/woff2)\b/
/** Types worth compressing (fonts are compressed already). */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript))/
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

type Encoding = 'br' | 'gzip' | 'identity'
type Entry = {
  policy: CachePolicy
  body: Buffer
  compressed: Partial<Record<Encoding, Buffer>>
  /** Bytes of the stored response headers (counted in MAX_CACHE_BYTES with the key and bodies). */
  headerBytes: number
}

export type PageCache = {
  /** Answers `req` from the cache when it holds a fresh copy; returns whether it answered. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean
  /** Stores the answer about to be written to `res` if it may be shared. Install inside the CSP step (it stores the HTML as sent) and outside compression. */
  capture(req: IncomingMessage, res: ServerResponse, pathname: string): void
  /** Drops every stored page. */
  purge(): void
  /** Number of stored pages (for tests). */
  readonly size: number
  /** Bytes counted against MAX_CACHE_BYTES: keys, kept headers and bodies (for tests). */
  readonly bytes: number
}

/**
 * Whether a request may be answered from (and stored in) the cache. With `host` (the host of
 * SERVER_URL), requests for any other Host are not: made-up Host values would each fill
 * their own entries.
 */
function cacheable(req: IncomingMessage, pathname: string, host: string | undefined): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (host && req.headers.host?.toLowerCase() !== host) return false
  if (UNCACHED_PATH.test(pathname) || req.url?.includes('_rsc=')) return false
  if (req.headers.cookie?.includes(`${DRAFT_COOKIE}=`)) return false
  return !NEXT_VARIANT_HEADERS.some((name) => name in req.headers)
}

/**
 * Entry keys: the host (pages may differ per host name) and the path, without the query. What
 * may be stored is the same for every query: pages are prerendered, the public JSON reads
 * (src/app/api) read no query, the build's files are named by their hash, and what does read
 * one (Payload's REST API, /api/preview) is never shareable. So `/about?cb=1…n` and
 * `/api/getSettings?cb=1…n` do not each take an entry, pushing real pages out.
 */
const keyOf = (req: IncomingMessage, pathname: string) =>
  `${(req.headers.host ?? '').toLowerCase()}${pathname}`

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    })
  if (encoding === 'gzip') return gzipSync(body, { level: 9 })
  return body
}

/** `Vary` of the stored answer plus Accept-Encoding (the body depends on it). */
function varyWithEncoding(vary: unknown): string {
  const names = String(vary ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  if (!names.some((n) => n.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding')
  return names.join(', ')
}

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

  const purge = () => {
    generation++
    for (const [key, entry] of entries.entries())
      if (entry.body.length <= STALE_MAX_BYTES) stale.set(key, entry)
    entries.clear()
  }

  /** The stale copy of the request's page, if one is kept. */
  const staleFor = (req: IncomingMessage, pathname: string): Entry | undefined =>
    stale.get(keyOf(req, pathname))
  onPageCachePurge(purge)

  const serve = (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (!cacheable(req, pathname, publicHost)) return false
    const key = keyOf(req, pathname)
    const entry = entries.get(key)
    if (!entry) return false
    if (!entry.policy.satisfiesWithoutRevalidation({ url: pathname, method: 'GET', headers: req.headers }))
      return false
    const headers = entry.policy.responseHeaders() as OutgoingHttpHeaders
    headers.vary = varyWithEncoding(headers.vary)
    // Like a CDN's X-Cache: tells operators (and tests) the answer came from here.
    headers['x-page-cache'] = 'HIT'
    const etag = headers.etag
    if (etag && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    // Brotli first when the client takes both (smaller); the client's own order breaks no ties.
    const compressible = COMPRESSIBLE_TYPE.test(String(headers['content-type'] ?? ''))
    const encoding = (
      compressible
        ? (new Negotiator(req).encoding(['br', 'gzip', 'identity'], {
            preferred: ['br', 'gzip', 'identity'],
          }) ?? 'identity')
        : 'identity'
    ) as Encoding
    let body = entry.compressed[encoding] ?? (encoding === 'identity' ? entry.body : undefined)
    if (!body) {
      body = compress(entry.body, encoding)
      entry.compressed[encoding] = body
      // The entry grew: store it again so the LRU counts its new size.
      entries.set(key, entry, { ttl: entries.getRemainingTTL(key) })
    }
    if (encoding !== 'identity') headers['content-encoding'] = encoding
    headers['content-length'] = body.length
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  const capture = (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    if (req.method !== 'GET' || !cacheable(req, pathname, publicHost)) return
    const startedIn = generation
    const mayKeep = instanceState().begin()
    const ownCookie = res.getHeader('set-cookie')
    const chunks: Buffer[] = []
    let bytes = 0
    const record = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || bytes > MAX_ENTRY_BYTES)
        return
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array)
      bytes += buffer.length
      chunks.push(buffer)
    }
    const { write, end } = res
    let answeredStale = false
    /** On Next's first output: a 5xx for a page with a stale copy is replaced by that copy. */
    const answerStaleOnError = (self: ServerResponse): boolean => {
      if (answeredStale) return true
      if (self.headersSent || self.statusCode < 500) return false
      const copy = staleFor(req, pathname)
      if (!copy) return false
      answeredStale = true
      for (const name of self.getHeaderNames()) self.removeHeader(name)
      const headers = copy.policy.responseHeaders() as OutgoingHttpHeaders
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) self.setHeader(name, value)
      self.setHeader('x-page-cache', 'STALE')
      self.statusCode = 200
      ;(end as (...a: unknown[]) => ServerResponse).call(self, copy.body)
      return true
    }
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (answerStaleOnError(this)) return true
      record(chunk, rest[0])
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
    } as ServerResponse['write']
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (answerStaleOnError(this)) return this
      record(chunk, rest[0])
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest)
    } as ServerResponse['end']

    res.once('finish', () => {
      if (answeredStale) return
      if (generation !== startedIn || !mayKeep() || res.statusCode !== 200 || bytes > MAX_ENTRY_BYTES) return
      if (!STORED_TYPE.test(String(res.getHeader('content-type') ?? ''))) return
      if (res.getHeader('set-cookie') !== ownCookie) return
      const headers: Record<string, string | string[]> = {}
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !PER_ANSWER.has(name))
          headers[name] = typeof value === 'number' ? String(value) : value
      }
      // The cache picks the encoding itself: Accept-Encoding must not split its entries.
      headers.vary = String(res.getHeader('vary') ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v && v.toLowerCase() !== 'accept-encoding')
        .join(', ')
      const policy = new CachePolicy(
        { url: pathname, method: 'GET', headers: req.headers },
        { status: 200, headers },
        { shared: true },
      )
      const ttl = policy.timeToLive()
      if (!policy.storable() || ttl <= 0) return
      const headerBytes = Buffer.byteLength(JSON.stringify(policy.toObject()))
      const key = keyOf(req, pathname)
      entries.set(key, { policy, body: Buffer.concat(chunks), compressed: {}, headerBytes }, { ttl })
      stale.delete(key)
    })
  }

  return {
    serve,
    capture,
    purge,
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.calculatedSize
    },
  }
}
