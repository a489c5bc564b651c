/**
 * What each step of the site's server buys (bench/pipeline.ts): one probe per step, requests
 * whose answers the step changes, read once on a server with the step and once on the same
 * server without it. Every step of SITE_PIPELINE but `next` has one (the type says so).
 * The two limit probes come from loopback addresses of their own (127.0.0.x), each with a
 * fresh budget of the variant's search limit (bench/pipeline-server.ts: SEARCH_PROBE_LIMIT).
 */
import { request } from 'node:http'

import type { StepName } from '../src/edge/server'

/** Searches a client may make a minute on the bench's variants. */
export const SEARCH_PROBE_LIMIT = 4

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  /** The `message` of a JSON answer, cut to 40 characters ('' for any other body). */
  message: string
}

type Init = {
  method?: string
  headers?: Record<string, string>
  body?: string
  from?: string
  /** A Content-Length declared over what is sent: the request stays open until the answer came. */
  declared?: number
}

/** The `message` of a JSON body, cut to 40 characters. */
function messageOf(body: Buffer): string {
  try {
    return String((JSON.parse(body.toString()) as { message?: unknown }).message ?? '').slice(0, 40)
  } catch {
    return ''
  }
}

/** One request to `base` (`http://127.0.0.1:port`) of the raw `path` (dot segments kept), from the loopback address `from`. */
function ask(base: string, path: string, init: Init = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base)
    const headers = init.declared
      ? { ...init.headers, 'content-length': String(init.declared) }
      : init.headers
    const options = { hostname, port, path, method: init.method ?? 'GET', headers, localAddress: init.from }
    let answered = false
    const req = request(options, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, message: messageOf(body) })
        if (init.declared) req.destroy()
      })
    })
    // A body over the server's limit may meet the connection closed by its 413 before the
    // answer is read (EPIPE): that counts as the connection cut, status 0.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error)
      resolve({ status: 0, headers: {}, body: Buffer.alloc(0), message: error.code })
    })
    if (init.declared) req.write(init.body ?? '')
    else req.end(init.body)
  })
}

/** A header of `path`'s answer, or `none`. */
const headerOf = async (base: string, path: string, name: string, init?: Init) =>
  String((await ask(base, path, init)).headers[name] ?? 'none')

/** The header `x-page-cache` of `path` asked twice. */
const cachedTwice = async (base: string, path: string) => (
  await ask(base, path),
  headerOf(base, path, 'x-page-cache')
)

/** How many of twice SEARCH_PROBE_LIMIT searches from `from` were refused 429, each sent with `headers(i)`. */
async function refusedSearches(base: string, from: string, headers: (i: number) => Record<string, string>) {
  let refused = 0
  for (let i = 0; i < 2 * SEARCH_PROBE_LIMIT; i++)
    if ((await ask(base, `/search?q=seo${i}`, { from, headers: headers(i) })).status === 429) refused++
  return `${refused} of ${2 * SEARCH_PROBE_LIMIT} searches refused`
}

/** Requests the refuse step answers itself: method, path, headers. */
const REFUSED: Array<[string, string, Record<string, string>]> = [
  ['GET', '/a/%2', {}],
  ['GET', `/about?${'a'.repeat(9000)}`, {}],
  ['TRACE', '/', {}],
  ['POST', '/api/media/../payments/orders', { 'content-type': 'application/json' }],
  ['POST', '/contact', { origin: 'http://evil.example', 'next-action': 'x', 'content-type': 'text/plain' }],
  ['GET', '/api/payload-migrations', {}],
]

/** The probe of each step: what it reads, and how. */
export const PROBES: Record<
  Exclude<StepName, 'next'>,
  { reads: string; run: (base: string) => Promise<string> }
> = {
  'request-log': {
    reads: 'X-Request-Id of /',
    run: (base) => headerOf(base, '/', 'x-request-id'),
  },
  'page-views': {
    reads: 'status and X-Page-Cache of / asked twice (the step changes no answer: it only counts)',
    run: async (base) => {
      await ask(base, '/')
      const answer = await ask(base, '/')
      return `${answer.status}, ${String(answer.headers['x-page-cache'] ?? 'no X-Page-Cache')}`
    },
  },
  experiment: {
    reads: 'status of /web-design-offer/exp-variant/control (an internal variant path asked from outside)',
    run: async (base) => String((await ask(base, '/web-design-offer/exp-variant/control')).status),
  },
  'page-cache-hit': {
    reads: 'X-Page-Cache of / asked twice',
    run: (base) => cachedTwice(base, '/'),
  },
  'page-cache-store': {
    reads:
      'X-Page-Cache of /about asked twice (left out with page-cache-hit: one is nothing without the other)',
    run: (base) => cachedTwice(base, '/about'),
  },
  'security-headers': {
    reads: 'X-Frame-Options of /api/getAbout',
    run: (base) => headerOf(base, '/api/getAbout', 'x-frame-options'),
  },
  'campaign-arrival': {
    reads: 'GET /?utm_source=bench: status, cookie',
    run: async (base) => {
      const answer = await ask(base, '/?utm_source=bench')
      return `${answer.status}, ${answer.headers['set-cookie'] ? 'campaign cookie' : 'no cookie'}`
    },
  },
  'forwarded-for': {
    reads: 'searches, each with a made-up X-Forwarded-For',
    run: (base) => refusedSearches(base, '127.0.0.21', (i) => ({ 'x-forwarded-for': `10.0.0.${i + 1}` })),
  },
  refuse: {
    reads:
      'statuses: undecodable path, 9,000-character URL, TRACE, dot segment, foreign action post, unoffered endpoint',
    run: async (base) => {
      const statuses = []
      for (const [method, path, headers] of REFUSED)
        statuses.push(
          (await ask(base, path, { method, headers, body: method === 'POST' ? '{}' : undefined })).status,
        )
      return statuses.join(' ')
    },
  },
  body: {
    reads:
      'statuses: a declared 3 MB and unparsable JSON to /api/users/login, a form without an action field to /contact',
    run: async (base) => {
      const json = { 'content-type': 'application/json' }
      const declared = { method: 'POST', headers: json, body: 'a'.repeat(1024), declared: 3e6 }
      const big = await ask(base, '/api/users/login', declared)
      const broken = await ask(base, '/api/users/login', { method: 'POST', headers: json, body: '{"email":' })
      const form = ['--b', 'Content-Disposition: form-data; name="name"', '', 'Ann', '--b--', ''].join('\r\n')
      const multipart = { 'content-type': 'multipart/form-data; boundary=b' }
      const posted = await ask(base, '/contact', { method: 'POST', headers: multipart, body: form })
      return `${big.status}, ${broken.status} "${broken.message}", ${posted.status}`
    },
  },
  redirect: {
    reads: 'GET /our-work (a seeded redirect): status',
    run: async (base) => String((await ask(base, '/our-work')).status),
  },
  'xsrf-cookie': {
    reads: 'GET /contact: cookie, Cache-Control',
    run: async (base) => {
      const answer = await ask(base, '/contact')
      const cookie = String(answer.headers['set-cookie'] ?? '').startsWith('XSRF-TOKEN=')
        ? 'XSRF cookie'
        : 'none'
      return `${cookie}, ${answer.headers['cache-control'] ?? 'none'}`
    },
  },
  'search-limit': {
    reads: 'searches from one client',
    run: (base) => refusedSearches(base, '127.0.0.22', () => ({})),
  },
  encoding: {
    reads: 'bytes of / for Accept-Encoding: br',
    run: async (base) => String((await ask(base, '/', { headers: { 'accept-encoding': 'br' } })).body.length),
  },
  csp: {
    reads: 'script-src of /: hashes',
    run: async (base) => {
      const policy = await headerOf(base, '/', 'content-security-policy')
      return policy === 'none' ? 'no policy' : `${policy.match(/'sha256-/g)?.length ?? 0} hashes`
    },
  },
  'defer-hydration': {
    reads: 'client chunk tags of / deferred (the noModule polyfill aside)',
    run: async (base) => {
      const html = (await ask(base, '/')).body.toString()
      const deferred = html.match(/<script data-src=/g)?.length ?? 0
      const left = html.match(/<script src="\/_next\/static\/[^"]*" async="">/g)?.length ?? 0
      return `${deferred} of ${deferred + left}`
    },
  },
  'json-errors': {
    reads: 'DELETE /api/getAbout (Next: 405): Content-Type',
    run: (base) => headerOf(base, '/api/getAbout', 'content-type', { method: 'DELETE' }),
  },
}
