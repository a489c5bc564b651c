/**
 * Every place where the site's server touches what Next.js and React do not document: the
 * names of their request headers and cookie, the request Next reads a body from, how Next
 * writes an answer, the headers it adds for itself, the tags of its client chunks and the
 * inline scripts it and React write. Each is listed, with the version it was checked against
 * and the test that fails when an upgrade changes it, in tests/unit/framework-assumptions.test.ts
 * (proofs: tests/unit/next-adapter.test.ts, tests/unit/capture.test.ts,
 * tests/e2e/framework-shapes.spec.ts). No other module of src/edge/ names one of them; they
 * may name `/_next/`, the path of Next's files, which Next documents.
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Readable } from 'node:stream'

import { DRAFT_COOKIE } from '@/contracts/http'

// Requests

/** Next's own paths: its files and image optimizer (`/_next/…`), its development endpoints (`/__nextjs_…`, the error overlay of `npm run dev`). */
const NEXT_PATH = /^\/(?:_next|__nextjs_[\w-]*)(?:\/|$)/

/** Whether `pathname` is one of Next's own paths (NEXT_PATH), not a page or route of the site. */
export const isNextPath = (pathname: string): boolean => NEXT_PATH.test(pathname)

/**
 * Request headers of Next's client router (app-router-headers.js: FLIGHT_HEADERS, the action
 * header and `next-url`): a navigation, a prefetch, a server action. Next answers such a
 * request with something else than the page's HTML (RSC payload, action result).
 */
export const NEXT_CLIENT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-hmr-refresh',
  'next-action',
  'next-url',
]
/** The query parameter Next's client adds to its RSC requests (NEXT_RSC_UNION_QUERY), as sent. */
const RSC_QUERY = /[?&]_rsc=/

/** Whether `req` comes from Next's client router: one of NEXT_CLIENT_HEADERS, or `_rsc` in the query. */
export function isNextClientRequest(req: IncomingMessage): boolean {
  for (const name of NEXT_CLIENT_HEADERS) if (name in req.headers) return true
  return RSC_QUERY.test(req.url ?? '')
}

/** Whether `req` calls a server action by its header (a form posted without JavaScript has none: hasActionField). */
export const callsServerAction = (req: IncomingMessage): boolean => req.headers['next-action'] !== undefined

/** The multipart field name React gives a form's server action (react-server-dom's `decodeAction`). */
const ACTION_FIELD = /name="\$ACTION_(?:ID|REF)_/

/** Whether a multipart body (read as latin1) holds React's server-action field. */
export const hasActionField = (body: Buffer): boolean => ACTION_FIELD.test(body.toString('latin1'))

/** Whether `req` carries Next's draft-mode cookie (DRAFT_COOKIE: the admin's live preview). */
export const isDraftMode = (req: IncomingMessage): boolean =>
  req.headers.cookie?.includes(`${DRAFT_COOKIE}=`) ?? false

/**
 * `req` again with `body` to read: a fresh node:stream `Readable.from` carrying its request
 * line, headers and socket. Next reads a body as a stream nobody has read yet (its web Request,
 * NodeNextRequest's `data` events, the action handler's pipeline); nothing else of `req`.
 */
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
  const { method, url, headers, rawHeaders, httpVersion, socket } = req
  const stream = Readable.from(body.length ? [body] : [], { objectMode: false })
  const replayed = Object.assign(stream, { method, url, headers, rawHeaders, httpVersion, socket })
  return replayed as unknown as IncomingMessage
}

// Answers

/** Headers Next adds to an answer about itself (`x-nextjs-cache`, `-prerender`, `-stale-time`, …). */
const NEXT_INTERNAL_HEADER = /^x-nextjs-/i

/**
 * Removes Next's `x-nextjs-*` headers from `res` (they describe its internals) and returns its
 * cache status (`x-nextjs-cache`: HIT, MISS, STALE, REVALIDATED), when it gave one.
 */
export function takeNextInternalHeaders(res: ServerResponse): string | undefined {
  const cache = res.getHeader('x-nextjs-cache')
  for (const name of res.getHeaderNames()) if (NEXT_INTERNAL_HEADER.test(name)) res.removeHeader(name)
  return cache === undefined ? undefined : String(cache)
}

/**
 * The one capture point of the site's server: the only code that replaces methods of a
 * response. Next writes an answer through `writeHead`, `write` and `end` (and `flushHeaders`,
 * which Node turns into `writeHead`); whatever it writes reaches `onHead` once, when its head
 * is due, with the status and every header set on `res` (headers passed to `writeHead`
 * included; the raw-array form is set one by one). `onHead` may change them with plain
 * `res.setHeader` calls and chooses:
 * - `'pass'`: the answer leaves as Next writes it (streamed);
 * - `'hold'`: the body is held until Next ends it, then `onWhole(body)` returns the body to
 *   send (its Content-Length is set from it), and the head and body leave together.
 * A failing `onWhole` destroys the response (the client sees a cut connection, never a
 * half-written page). Contract tested in tests/unit/capture.test.ts.
 */
export type Capture = {
  onHead: () => 'pass' | 'hold'
  onWhole: (body: Buffer) => Buffer | Promise<Buffer>
}

type Args = [unknown?, unknown?, unknown?]

/** Captures `res` as described above. */
export function captureResponse(res: ServerResponse, capture: Capture): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let mode: 'pass' | 'hold' | undefined
  const chunks: Buffer[] = []
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    const text = typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, text) : Buffer.from(chunk as Uint8Array))
  }
  const restore = () => Object.assign(res, original)

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // Held: a later writeHead (flushHeaders, an implicit head) must not send the head early.
    if (mode) return this
    this.statusCode = status
    const headers = rest.find((r) => r && typeof r === 'object') as OutgoingHttpHeaders | string[] | undefined
    // As node:http merges them: the raw form replaces each name, then adds every value (several Set-Cookie).
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) this.removeHeader(headers[i]!)
      for (let i = 0; i + 1 < headers.length; i += 2) this.appendHeader(headers[i]!, headers[i + 1]!)
    } else
      for (const [name, value] of Object.entries(headers ?? {}))
        if (value !== undefined) this.setHeader(name, value)
    const reason = rest.find((r) => typeof r === 'string') as string | undefined
    if (reason !== undefined) this.statusMessage = reason
    mode = capture.onHead()
    if (mode === 'hold') return this
    restore()
    return original.writeHead.call(this, this.statusCode)
  } as ServerResponse['writeHead']

  res.write = function (this: ServerResponse, chunk: unknown, ...rest: Args) {
    if (!mode) this.writeHead(this.statusCode)
    if (mode === 'pass') return (original.write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
    collect(chunk, rest[0])
    const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined
    if (done) queueMicrotask(done)
    return true
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: Args) {
    if (!mode) this.writeHead(this.statusCode)
    const end = original.end as (...a: unknown[]) => ServerResponse
    if (mode === 'pass') return end.call(this, chunk, ...rest)
    collect(chunk, rest[0])
    const done = [chunk, ...rest].find((r) => typeof r === 'function') as (() => void) | undefined
    if (done) this.once('finish', done)
    restore()
    Promise.resolve()
      .then(() => capture.onWhole(Buffer.concat(chunks)))
      .then(
        (body) => {
          this.removeHeader('transfer-encoding')
          this.setHeader('Content-Length', body.length)
          original.writeHead.call(this, this.statusCode)
          end.call(this, this.req?.method === 'HEAD' ? undefined : body)
        },
        (error: unknown) => this.destroy(error as Error),
      )
    return this
  } as ServerResponse['end']
}

// Pages

/** A `<script>` tag with a `src` under `/_next/static/`, whatever its other attributes. */
const NEXT_SCRIPT_TAG = /<script((?:\s[^>]*?)?\ssrc="\/_next\/static\/[^"]*"[^>]*)><\/script>/g
const ATTRIBUTE = /\s([^\s=>]+)(?:="([^"]*)")?/g
/** The `src` of a client chunk: a script of Next's build. */
const CHUNK_SRC = /^\/_next\/static\/[^"?]+\.js(?:\?[^"]*)?$/

/**
 * What a `/_next/static/` script tag is: `chunk` when it is exactly Next's client chunk tag as
 * React writes it (`<script src="/_next/static/….js" async=""></script>`: Next's required
 * scripts, preinit and bootstrap), `polyfill` for the `noModule` polyfill, `unknown` for any
 * other set of attributes (an upgrade that adds one: tests/unit/next-adapter.test.ts).
 */
function chunkTagKind(attributes: string): { kind: 'chunk' | 'polyfill' | 'unknown'; src: string } {
  const found = new Map([...attributes.matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name, value]))
  const src = found.get('src') ?? ''
  if (found.has('noModule') || found.has('nomodule')) return { kind: 'polyfill', src }
  const chunk = found.size === 2 && found.get('async') === '' && CHUNK_SRC.test(src)
  return { kind: chunk ? 'chunk' : 'unknown', src }
}

/**
 * `html` with each of Next's client chunk tags replaced by `replace(src)`, and how many there
 * were. Polyfill tags stay; a `/_next/static/` script tag of any other shape stays too and is
 * handed to `unknown` (the caller reports it: an unmatched shape is never passed over silently).
 */
export function replaceChunkTags(
  html: string,
  replace: (src: string) => string,
  unknown: (tag: string) => void,
): { html: string; replaced: number } {
  let replaced = 0
  const out = html.replace(NEXT_SCRIPT_TAG, (tag, attributes: string) => {
    const { kind, src } = chunkTagKind(attributes)
    if (kind === 'unknown') unknown(tag)
    if (kind !== 'chunk') return tag
    replaced++
    return replace(src)
  })
  return { html: out, replaced }
}

/** Prefixes of Next's and Turbopack's inline scripts whose rest is `<JSON>)` (or `<JSON>);`). */
const JSON_PUSHES = [
  '(self.__next_f=self.__next_f||[]).push(',
  'self.__next_f.push(',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
]

/** Next's icon mover of streamed metadata and React's shell timer: fixed texts. */
const FIXED_SCRIPTS = new Set([
  'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))',
  'requestAnimationFrame(function(){$RT=performance.now()});',
])

/** React's server renderer, whose instruction runtime is read (relative to react-dom's package). */
const REACT_SERVER_BUILD = 'cjs/react-dom-server.node.production.js'
/** A JS string literal in the build that defines a React instruction (`$RC=function…`). */
const RUNTIME_LITERAL = /'(\$R[A-Z]{1,2}=(?:[^'\\]|\\.)*)'|"(\$R[A-Z]{1,2}=(?:[^"\\]|\\.)*)"/g
/** What is left of an instruction script once React's runtime functions are taken out: calls with data only. */
const INSTRUCTION_CALLS =
  /^(?:[\s;]*\$R[A-Z]{1,2}\((?:"(?:[^"\\\n]|\\.)*"|-?\d+|null|true|false|[[\],\s])*\))*[\s;]*$/

/** The text of a JS string literal's body (\n, \xNN, \uNNNN, \' …). */
const unescapeLiteral = (literal: string) =>
  literal.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[\s\S])/g, (_, escape: string) => {
    if (escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16))
    return ({ n: '\n', r: '\r', t: '\t' } as Record<string, string>)[escape] ?? escape
  })

let runtime: string[] | undefined

/**
 * React's instruction functions (`$RC=…`, `$RR=…`), longest first, each without the call it may
 * end with: read once from react-dom's server build, the version of Next's own copy
 * (tests/unit/csp.test.ts renders with Next's copy and fails when they differ).
 */
function reactRuntime(): string[] {
  if (runtime) return runtime
  const reactDom = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'))
  const source = readFileSync(path.join(reactDom, REACT_SERVER_BUILD), 'utf8')
  const found = new Set<string>()
  for (const match of source.matchAll(RUNTIME_LITERAL)) {
    const text = unescapeLiteral(match[1] ?? match[2] ?? '').replace(/\$R[A-Z]{1,2}\("$/, '')
    if (text.length > 20) found.add(text)
  }
  runtime = [...found].sort((a, b) => b.length - a.length)
  return runtime
}

function isJsonPush(body: string): boolean {
  const prefix = JSON_PUSHES.find((p) => body.startsWith(p))
  const rest = prefix && body.slice(prefix.length)
  const end = rest?.endsWith(');') ? -2 : rest?.endsWith(')') ? -1 : 0
  if (!rest || !end) return false
  try {
    JSON.parse(rest.slice(0, end))
    return true
  } catch {
    return false
  }
}

function isReactInstruction(body: string): boolean {
  if (!body.includes('$R')) return false
  let rest = body
  for (const definition of reactRuntime()) rest = rest.split(definition).join('')
  return INSTRUCTION_CALLS.test(rest)
}

/**
 * Whether the inline script `body` is one Next, Turbopack or React writes, recognised by shape;
 * each shape is a fixed text or carries only data its own code reads, never other code:
 * - Next's RSC payload: `(self.__next_f=self.__next_f||[]).push(<JSON>)` and
 *   `self.__next_f.push(<JSON>)`, the argument a JSON array;
 * - Turbopack's runtime bootstrap: `(globalThis["TURBOPACK"] || …).push(<JSON>);`;
 * - Next's icon mover of streamed metadata and React's shell timer (fixed texts);
 * - React's streaming instructions (`$RC("B:0","S:0")` and the runtime functions React writes
 *   before them).
 */
export function isFrameworkInlineScript(body: string): boolean {
  return FIXED_SCRIPTS.has(body) || isJsonPush(body) || isReactInstruction(body)
}

/** The User-Agent Next is given for a request that has none (see `giveUserAgent`). */
export const NO_USER_AGENT = 'unknown'

/**
 * Gives `req` the User-Agent `NO_USER_AGENT` when it has none. Next streams a late
 * `generateMetadata` into `<body>` for every request without a User-Agent, whatever
 * `htmlLimitedBots` says (next.config.mjs matches every agent to keep metadata in `<head>`);
 * the page cache may keep such an answer for everyone. Source: `serveStreamingMetadata` in
 * next/dist/build/templates/app-page-runtime.js (`!userAgent ? true : …`).
 */
export function giveUserAgent(req: IncomingMessage): void {
  if (!req.headers['user-agent']) req.headers['user-agent'] = NO_USER_AGENT
}
