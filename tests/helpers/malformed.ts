/**
 * Malformed requests for the fault sweep, as fast-check arbitraries: fuzzed paths
 * and query strings (invalid percent-encodings and UTF-8), hostile headers (content types,
 * huge or garbled cookies, Accept-Encoding, Range, conditional and auth headers) and bodies
 * (truncated JSON, wrong types, deep nesting, huge fields, multipart garbage, invalid UTF-8).
 * `send` issues one over node:http so nothing is normalised on the way (fetch would refuse
 * or fix some of them).
 */
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

import fc from 'fast-check'

export type RawRequest = { method: string; path: string; headers: Record<string, string>; body?: Buffer }
export type RawAnswer = { status: number; contentType: string; body: string }

/** Path segments and query strings that break naive decoding and parsing. */
const nastySegment = fc.oneof(
  fc.constantFrom(
    '%',
    '%ZZ',
    '%C3%28',
    '%E0%80%AF',
    '%FF%FE',
    '%00',
    '%2e%2e',
    '..',
    '%2F',
    '%uD800',
    '%ED%A0%80',
    'a%',
    '%%41',
    ';',
    ',',
    '~',
    '%0A',
    '%0D%0A',
  ),
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s)),
  fc.integer().map(String),
  fc.constantFrom('x'.repeat(3000), '9'.repeat(40), '-1', '1e999', 'NaN', 'null', '[object Object]'),
)
const nastyQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?where[id][equals]=%FF',
    '?where[or][0][and][0][x][in]=1,2',
    '?where=%7B',
    '?limit=-5&page=abc&depth=999',
    '?sort=%00',
    '?depth=1e9',
    '?draft=maybe&locale=%C3%28',
    '?where[__proto__][polluted]=1',
    '?constructor[prototype][x]=1',
    '?select[password]=true',
  ),
  fc
    .array(fc.tuple(nastySegment, nastySegment), { maxLength: 4 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
)

/** `base` with 0-3 hostile segments appended, or one of its segments replaced, plus a query. */
export function fuzzedPath(base: string): fc.Arbitrary<string> {
  const appended = fc
    .array(nastySegment, { maxLength: 3 })
    .map((segments) => [base.replace(/\/$/, ''), ...segments].join('/'))
  const replaced = fc.tuple(fc.nat(), nastySegment).map(([i, segment]) => {
    const parts = base.split('/')
    parts[1 + (i % Math.max(1, parts.length - 1))] = segment
    return parts.join('/')
  })
  return fc.tuple(fc.oneof(appended, replaced), nastyQuery).map(([path, query]) => `${path}${query}`)
}

const latin1 = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
  maxLength: 200,
})

/** Hostile request headers (values Node can put on the wire: no CR/LF). */
export const nastyHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=zzz',
        'application/x-www-form-urlencoded',
        'text/plain',
        'application/xml',
        '*/*',
        ';;;',
        'application/json; charset="',
        'image/png',
      ),
      latin1,
    ),
    cookie: fc.oneof(
      fc.constantFrom(
        'XSRF-TOKEN=%E0%A4%A',
        'XSRF-TOKEN=; XSRF-TOKEN=a',
        'payload-token=not.a.jwt',
        'payload-token=eyJhbGciOiJub25lIn0.e30.',
        '=;=;=',
        `big=${'x'.repeat(6000)}`,
        `many=${Array.from({ length: 300 }, (_, i) => `c${i}=${i}`).join('; ')}`,
      ),
      latin1,
    ),
    'x-xsrf-token': fc.oneof(fc.constantFrom('%E0%A4%A', ''), latin1),
    'accept-encoding': fc.oneof(
      fc.constantFrom('gzip;q=abc', 'br, *;q=-1', 'identity;q=0, *;q=0', 'x'.repeat(2000), ',,,'),
      latin1,
    ),
    range: fc.oneof(
      fc.constantFrom(
        'bytes=abc',
        'bytes=99999999-1',
        'bytes=-',
        'bytes=0-0,0-0,0-0,0-0,0-0',
        'items=1-2',
        'bytes=1-2, 3',
      ),
      latin1,
    ),
    'if-none-match': fc.oneof(fc.constantFrom('"', 'W/', '*'), latin1),
    'if-modified-since': fc.oneof(fc.constantFrom('yesterday', '0'), latin1),
    authorization: fc.oneof(
      fc.constantFrom(
        'JWT not.a.jwt',
        'Bearer',
        'Basic %%%',
        'users API-Key nope',
        'JWT eyJhbGciOiJub25lIn0.eyJpZCI6MX0.',
      ),
      latin1,
    ),
    accept: fc.oneof(fc.constantFrom('text/html;q=x', '*/*;q=2', 'application/json'), latin1),
    'x-forwarded-for': fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.constantFrom('unknown', ', ,', '999.1.1.1', '::ffff:1.2.3.4'),
      latin1,
    ),
    'x-forwarded-host': fc.constantFrom('evil.example', '', 'a:b:c'),
    'accept-language': latin1,
  },
  { requiredKeys: [] },
)

/** Bodies that are broken in the ways clients and attackers break them. */
export const nastyBody: fc.Arbitrary<Buffer> = fc.oneof(
  fc
    .constantFrom(
      '{"name": "x", "email": ',
      '{"packageId": 5}',
      '{"packageId": {"$ne": null}}',
      '{"packageId": ["web-standard"]}',
      '{"email": "a@b.c", "password": {"a": 1}}',
      '{"email": ["a"], "password": 12}',
      '{"__proto__": {"admin": true}}',
      '[]',
      'null',
      '"string"',
      '1e999999',
      '{"name":"\\ud800","message":"\\u0000"}',
      '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--zzz',
      '--zzz\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: image/png\r\n\r\n\x89PNG garbage\r\n--zzz--\r\n',
      'name=%E0%A4%A&email=%ZZ&message=%',
      'query { users { docs { email } } }',
      '{"query": "{ __schema { types { name } } }"}',
      '{"query": "query { Users { docs { email hash } } }"}',
    )
    .map((s) => Buffer.from(s, 'latin1')),
  fc.nat({ max: 20000 }).map((depth) => Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  fc.nat({ max: 20000 }).map((depth) => Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
  fc.constantFrom(200_000, 1_200_000).map((size) =>
    Buffer.from(
      JSON.stringify({
        name: 'x'.repeat(size),
        email: 'a@b.c',
        subject: 's',
        phone_number: '1',
        message: 'm',
        packageId: 'x'.repeat(size),
      }),
    ),
  ),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  fc.jsonValue({ maxDepth: 4 }).map((value) => Buffer.from(JSON.stringify(value) ?? 'null')),
)

/** `body` as sent before its Content-Encoding (br, gzip, deflate); as it is when that fails. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === 'br') return brotliDecompressSync(body)
    if (encoding === 'gzip') return gunzipSync(body)
    if (encoding === 'deflate') return inflateSync(body)
  } catch {
    // A body that does not decode is checked as it came.
  }
  return body
}

/** Sends `req` to `base` (http://host:port); network errors resolve as status 0 with the error text. */
export function send(base: string, req: RawRequest, timeoutMs = 20_000): Promise<RawAnswer> {
  const url = new URL(base)
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...req.headers }
    if (req.body) headers['content-length'] = req.body.length
    let outgoing
    try {
      outgoing = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: req.method,
          path: req.path,
          headers,
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              body: decoded(Buffer.concat(chunks), res.headers['content-encoding'])
                .toString('utf8')
                .slice(0, 1_000_000),
            }),
          )
          res.on('error', (e) => resolve({ status: 0, contentType: '', body: e.message }))
        },
      )
    } catch (error) {
      // Node refused to put it on the wire (an invalid header or path): not a server answer.
      return resolve({ status: -1, contentType: '', body: (error as Error).message })
    }
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')))
    outgoing.on('error', (e) => resolve({ status: 0, contentType: '', body: e.message }))
    outgoing.end(req.body)
  })
}
