/**
 * Adds the Content-Security-Policy of csp.ts to one response, with the hashes of the inline
 * scripts of the HTML actually sent, after deferring the page's hydration
 * (deferred-hydration.ts: the loader it adds is one of those inline scripts).
 *
 * The hashes must be in the header, which leaves before the body: a page's HTML is held back
 * until it ends, rewritten, hashed, and sent whole. Public pages are prerendered and answered
 * from the page cache (page-cache.ts, which stores what this step sends), so a page version
 * pays for this once, not per request. The policy is also remembered by the response's ETag
 * (Next's ETag is a hash of the body, so one ETag is one set of scripts) for a HEAD or a 304,
 * which have no body to hash.
 *
 * Must wrap the response *inside* the page cache's capture and compression (it reads and
 * rewrites the plain HTML).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { contentSecurityPolicy, cspKind, inlineScriptHashes, type CspOptions } from './csp'
import { deferHydration } from './deferred-hydration'
import { headerIn, setHeaderOfWriteHead } from './write-head'

/** Versions of pages remembered (policy strings of a few KB each). */
const MAX_REMEMBERED = 500
const remembered = new Map<string, string>()

function remember(key: string, policy: string): void {
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string)
  remembered.set(key, policy)
}

/** Cache key of a policy: everything it depends on (the PayPal origins are fixed per process). */
const policyKey = (kind: string, options: CspOptions, etag: unknown) =>
  `${kind}:${options.https}:${options.framedBySelf}:${String(etag)}`

type WriteHeadArgs = [number, ...unknown[]]

/** Wraps `res` so that it gets its policy when its headers are written. */
export function applyCsp(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  options: CspOptions,
): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided'
  let heldHead: WriteHeadArgs | undefined
  const chunks: Buffer[] = []

  const decide = (args: unknown[]): void => {
    const type = String(res.getHeader('content-type') ?? headerIn(args, 'content-type') ?? '')
    if (!type.startsWith('text/html')) {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy('other', [], options))
      mode = 'pass'
      return
    }
    const kind = cspKind(pathname)
    if (kind === 'admin') {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(kind, [], options))
      mode = 'pass'
      return
    }
    const etag = res.getHeader('etag') ?? headerIn(args, 'etag')
    const key = etag ? policyKey(kind, options, etag) : undefined
    // A 304 or a HEAD has no body to hash: the policy of the version, when known, or none
    // (the browser keeps the policy of its stored copy).
    if (req.method === 'HEAD' || res.statusCode === 304 || args[0] === 304) {
      const known = key && remembered.get(key)
      if (known) res.setHeader('Content-Security-Policy', known)
      mode = 'pass'
      return
    }
    mode = 'hold'
  }

  const finish = (): void => {
    mode = 'pass'
    const html = deferHydration(Buffer.concat(chunks).toString('utf8'))
    const body = Buffer.from(html, 'utf8')
    const kind = cspKind(pathname)
    const policy = contentSecurityPolicy(kind, inlineScriptHashes(html), options)
    const etag = res.getHeader('etag') ?? (heldHead && headerIn(heldHead, 'etag'))
    if (etag) remember(policyKey(kind, options, etag), policy)
    res.setHeader('Content-Security-Policy', policy)
    // The rewrite changed the length: the body now leaves whole, with its own.
    setHeaderOfWriteHead(res, heldHead ?? [], 'content-length', body.length)
    if (heldHead) original.writeHead.apply(res, heldHead as Parameters<ServerResponse['writeHead']>)
    ;(original.end as (this: ServerResponse, chunk: Buffer) => ServerResponse).call(res, body)
  }

  const collect = (chunk: unknown, encoding: unknown): void => {
    if (chunk === undefined || chunk === null) return
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    )
  }

  res.writeHead = function (this: ServerResponse, ...args: WriteHeadArgs) {
    if (mode === 'undecided') decide(args)
    if (mode === 'hold') {
      heldHead = args
      return this
    }
    return original.writeHead.apply(this, args as Parameters<ServerResponse['writeHead']>)
  } as ServerResponse['writeHead']

  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (mode === 'undecided') decide([res.statusCode])
    if (mode === 'pass')
      return original.write.call(this, chunk, encoding as BufferEncoding, callback as () => void)
    collect(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)())
    return true
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (mode === 'undecided') decide([res.statusCode])
    if (mode === 'pass')
      return original.end.call(this, chunk, encoding as BufferEncoding, callback as () => void)
    if (typeof chunk !== 'function') collect(chunk, encoding)
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function') as (() => void) | undefined
    if (done) res.once('finish', done)
    finish()
    return this
  } as ServerResponse['end']
}
