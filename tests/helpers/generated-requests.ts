/**
 * Generated requests for the property "no input gets a 5xx" (docs/security.md "Proofs"), as
 * fast-check arbitraries, against a running site (the production server: the site's own HTTP
 * server, Next and Payload as deployed). What is generated:
 * - targets read from the site itself: every Payload collection and global of the config
 *   (scripts/content-fields.ts) with the REST paths Payload gives them, every route of
 *   /api/openapi.json, every page of /sitemap.xml, and every server action of the build
 *   (its server-reference manifest: the contact form's and the admin's);
 * - methods (also unknown ones), paths (encoded characters, dot segments, doubled slashes,
 *   very long segments), query strings (Payload `where` trees of any operator, field and value
 *   kind, `limit`, `page`, `depth`, `sort`, `select`, `populate`, `draft`, `locale`), headers
 *   (method override, content types, Range, If-None-Match, forwarding headers, and the hostile
 *   ones of tests/helpers/malformed.ts) and bodies (JSON of any shape and depth, documents
 *   shaped like the target's fields, urlencoded queries, multipart, wrong content types);
 * - as anonymous, editor and admin (a JWT of each in `Authorization`).
 * `answerProblem` states the property for one answer; `dataProblem` compares what a batch of
 * requests without admin rights changed against what their roles may change.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import { validOperators } from 'payload/shared'

import { SUMMARY_CSV_PATH, SUMMARY_PATH } from '@/contracts/analytics'
import { EXPERIMENT_RESULTS_PATH } from '@/contracts/experiments'

import type { ContentTree, FieldNode } from './content-fields'
import { nastyBody, nastyHeaders, send, type RawAnswer, type RawRequest } from './malformed'

export type Role = 'anonymous' | 'editor' | 'admin'
export type TargetKind = 'collection' | 'global' | 'openapi' | 'page' | 'action'
export type Target = { kind: TargetKind; path: string; slug?: string; fields: FieldNode[]; actionId?: string }
export type GeneratedRequest = RawRequest & { role: Role; target: Target }

/** What the generators draw from, read from the running site once, and how to reach it. */
export type Site = {
  /** Sends one request and returns the answer (node:http to a server, or a route in-process). */
  transport: (req: RawRequest) => Promise<RawAnswer>
  /** GETs `path` as the admin and returns its JSON (for snapshots). */
  readAsAdmin: (path: string) => Promise<Record<string, unknown>>
  targets: Target[]
  /** JWTs of the signed-in roles. */
  tokens: Record<Exclude<Role, 'anonymous'>, string>
  /** The editor's own user id (an editor may change its own account). */
  editorId: number
  /** Existing document ids per collection slug. */
  ids: Record<string, number[]>
}

const METHODS = ['GET', 'GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND']
/** REST paths Payload gives every collection (auth ones only matter for users). */
const COLLECTION_SUFFIXES = [
  '',
  '/{id}',
  '/count',
  '/versions',
  '/versions/{id}',
  '/access',
  '/access/{id}',
  '/{id}/duplicate',
  // Releases' own endpoints (src/collections/Releases/endpoints.ts); other collections answer them 404.
  '/{id}/publish',
  '/{id}/cancel',
  '/distinct',
  '/login',
  '/me',
  '/refresh-token',
  '/forgot-password',
  '/reset-password',
  '/unlock',
  '/init',
  '/first-register',
  '/file/{name}',
  '/paginated-list',
]
const GLOBAL_SUFFIXES = ['', '/versions', '/versions/{id}', '/access', '/draft']

// ---------------------------------------------------------------- reading the site

/** Field paths a query may name: top-level fields and those inside groups (`seo.title`). */
function fieldPaths(fields: FieldNode[], prefix = ''): Array<{ path: string; type: string }> {
  return fields.flatMap((field) => {
    if (!field.name) return field.fields ? fieldPaths(field.fields, prefix) : []
    const here = { path: `${prefix}${field.name}`, type: field.type }
    if (field.type === 'group' && field.fields) return [here, ...fieldPaths(field.fields, `${here.path}.`)]
    if (field.type === 'tabs' && field.tabs)
      return field.tabs.flatMap((t) => fieldPaths(t.fields, t.name ? `${prefix}${t.name}.` : prefix))
    return [here]
  })
}

/** The server actions of a build: ids and the page each is posted to. */
export function buildActions(distDir: string): Target[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node?: Record<string, { workers?: Record<string, unknown> }> }
  return Object.entries(manifest.node ?? {}).map(([actionId, action]) => {
    const worker = Object.keys(action.workers ?? {})[0] ?? ''
    const page = worker.includes('(payload)') ? '/admin' : worker.includes('contact') ? '/contact' : '/'
    return { kind: 'action', path: page, fields: [], actionId }
  })
}

const json = async (baseURL: string, requestPath: string, init: RequestInit = {}) => {
  const response = await fetch(`${baseURL}${requestPath}`, init)
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${requestPath}: ${response.status}`)
  return response.json() as Promise<Record<string, unknown>>
}

/**
 * Reads the targets of the running site at `baseURL`: the config's collections and globals
 * (`tree`), its OpenAPI routes and sitemap pages, the build's server actions; signs in as the
 * admin and as an editor (created by the admin when missing).
 */
export async function readSite(options: {
  baseURL: string
  tree: ContentTree
  distDir: string
  admin: { email: string; password: string }
}): Promise<Site> {
  const { baseURL, tree } = options
  const login = async (email: string, password: string) =>
    (await json(baseURL, '/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })) as { token: string; user: { id: number } }
  const admin = await login(options.admin.email, options.admin.password)
  const editorAccount = { email: 'generated-editor@example.com', password: 'generated-editor-password-1' }
  await fetch(`${baseURL}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${admin.token}` },
    body: JSON.stringify({ ...editorAccount, role: 'editor', name: 'Generated editor' }),
  })
  const editor = await login(editorAccount.email, editorAccount.password)
  const openapi = (await json(baseURL, '/api/openapi.json')) as {
    paths: Record<string, Record<string, unknown>>
  }
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const collections = [
    ...tree.collections.map((c) => ({ slug: c.slug, fields: c.fields })),
    ...tree.systemCollections.map((slug) => ({ slug, fields: [] as FieldNode[] })),
  ]
  const ids: Record<string, number[]> = {}
  for (const { slug } of collections) {
    const found = await fetch(`${baseURL}/api/${slug}?limit=5&depth=0`, {
      headers: { authorization: `JWT ${admin.token}` },
    })
    const docs = found.ok ? ((await found.json()) as { docs?: Array<{ id: number }> }).docs : []
    ids[slug] = (docs ?? []).map((d) => d.id)
  }
  const targets: Target[] = [
    ...collections.map((c) => ({ kind: 'collection' as const, path: `/api/${c.slug}`, ...c })),
    ...tree.globals.map((g) => ({
      kind: 'global' as const,
      path: `/api/globals/${g.slug}`,
      slug: g.slug,
      fields: g.fields,
    })),
    ...Object.keys(openapi.paths).map((p) => ({ kind: 'openapi' as const, path: p, fields: [] })),
    // Routes for staff only (JSON and CSV), outside the public OpenAPI document.
    { kind: 'openapi' as const, path: SUMMARY_PATH, fields: [] },
    { kind: 'openapi' as const, path: SUMMARY_CSV_PATH, fields: [] },
    { kind: 'openapi' as const, path: `${EXPERIMENT_RESULTS_PATH}/{pageId}`, fields: [] },
    // /search is not in the sitemap (noindex): named here, with the queries below.
    ...[...new Set([...pages, '/no-such-page', '/payment/no-such-package', '/search'])].map((p) => ({
      kind: 'page' as const,
      path: p,
      fields: [],
    })),
    ...buildActions(options.distDir),
  ]
  return {
    transport: (req) => send(baseURL, req),
    readAsAdmin: (p) => json(baseURL, p, { headers: { authorization: `JWT ${admin.token}` } }),
    targets,
    tokens: { admin: admin.token, editor: editor.token },
    editorId: editor.user.id,
    ids,
  }
}

// ---------------------------------------------------------------- generators

const scalarText = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1.5',
    '99999999999999999999',
    '1e309',
    'NaN',
    'Infinity',
    'true',
    'false',
    'null',
    '',
    'notadate',
    '2026-01-01',
    '2026-01-01T00:00:00.000Z',
    '+275760-09-13',
    'a,b,c',
    '1,abc',
    '1,2,3',
    'web',
    'draft',
    'published',
    'website',
    '\u0000',
    '%',
    'é',
    '😀',
    '[object Object]',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
)

/** A query value as qs parses it: a string, a list or an object. */
const queryValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalarText },
  { weight: 1, arbitrary: fc.array(scalarText, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('a', '0', 'relationTo', 'value'), scalarText, { maxKeys: 2 }),
  },
)

/** A Payload `where` tree over `fields` (and made-up field names). */
function whereTree(fields: FieldNode[]): fc.Arbitrary<Record<string, unknown>> {
  const paths = [
    ...fieldPaths(fields).map((f) => f.path),
    'id',
    'createdAt',
    'updatedAt',
    '_status',
    'nosuchfield',
    'image.alt',
    'id.x',
  ]
  const condition = fc
    .record({
      field: fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...paths) },
        { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
      ),
      operator: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...validOperators) },
        { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
      ),
      value: queryValue,
    })
    .map(({ field, operator, value }) => ({ [field]: { [operator]: value } }))
  const { tree } = fc.letrec<{ tree: Record<string, unknown> }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      condition,
      fc
        .record({
          op: fc.constantFrom('and', 'or'),
          items: fc.array(tie('tree'), { minLength: 1, maxLength: 3 }),
        })
        .map(({ op, items }) => ({ [op]: items })),
    ),
  }))
  return tree
}

/** `value` in qs bracket notation under `key` (`where[or][0][title][equals]=x`). */
export function toQueryPairs(key: string, value: unknown): string[] {
  if (value === null || value === undefined) return [`${key}=`]
  if (typeof value !== 'object') return [`${key}=${encodeURIComponent(String(value))}`]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    toQueryPairs(`${key}[${encodeURIComponent(k)}]`, v),
  )
}

const numberParam = fc.oneof(
  fc.nat({ max: 200 }).map(String),
  fc.constantFrom('99999999999999999999', '-1', '-5', '0', '1.5', 'abc', '1e3', '', '1e999', '0x10'),
)

/** A REST query string for `fields`: every parameter Payload reads, each present or not. */
function restQuery(fields: FieldNode[]): fc.Arbitrary<string> {
  const names = fieldPaths(fields).map((f) => f.path)
  const field = fc.constantFrom(...names, 'id', 'createdAt', 'nosuchfield')
  return fc
    .record(
      {
        where: fc.oneof(
          { weight: 4, arbitrary: whereTree(fields).map((w) => toQueryPairs('where', w)) },
          {
            weight: 1,
            arbitrary: whereTree(fields).map((w) => [`where=${encodeURIComponent(JSON.stringify(w))}`]),
          },
          { weight: 1, arbitrary: fc.constantFrom(['where=%7B'], ['where=[]'], ['where=null'], ['where=1']) },
        ),
        limit: numberParam.map((v) => [`limit=${v}`]),
        page: numberParam.map((v) => [`page=${v}`]),
        depth: numberParam.map((v) => [`depth=${v}`]),
        sort: fc
          .array(fc.tuple(fc.boolean(), fc.oneof(field, fc.string({ maxLength: 8 }))), { maxLength: 3 })
          .map((list) => [
            `sort=${encodeURIComponent(list.map(([desc, f]) => `${desc ? '-' : ''}${f}`).join(','))}`,
          ]),
        select: fc
          .dictionary(
            field,
            fc.oneof(fc.constantFrom('true', 'false', 'x'), fc.dictionary(field, fc.constant('true'))),
            {
              maxKeys: 2,
            },
          )
          .map((s) => toQueryPairs('select', s)),
        populate: fc
          .dictionary(
            fc.constantFrom('media', 'services', 'users', 'x'),
            fc.dictionary(field, fc.constant('true')),
            {
              maxKeys: 2,
            },
          )
          .map((s) => toQueryPairs('populate', s)),
        draft: fc.constantFrom('true', 'false', 'maybe', '').map((v) => [`draft=${v}`]),
        locale: fc.constantFrom('en', 'all', '*', 'xx', '%00', '').map((v) => [`locale=${v}`]),
        other: fc.constantFrom(
          ['pagination=false'],
          ['trash=true'],
          ['fallback-locale=xx'],
          ['data=%7B'],
          ['data={}'],
        ),
      },
      { requiredKeys: [] },
    )
    .map((params) => Object.values(params).flat().join('&'))
}

/** Path changes a client or an attacker makes: encoded characters, dot segments, long segments. */
const pathMangle = fc.oneof(
  { weight: 6, arbitrary: fc.constant((p: string) => p) },
  {
    weight: 1,
    arbitrary: fc.nat().map((n) => (p: string) => {
      const i = 1 + (n % Math.max(1, p.length - 1))
      const code = p.charCodeAt(i).toString(16).padStart(2, '0')
      return `${p.slice(0, i)}%${n % 2 ? code.toUpperCase() : code}${p.slice(i + 1)}`
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('/.', '/..', '/%2e', '/%2E%2E', '//', '/', '/./x', '/x/..')
      .map((s) => (p: string) => `${p}${s}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(200, 2000, 7000).map((n) => (p: string) => `${p}/${'a'.repeat(n)}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('%00', '%ZZ', '%C3%28', ';x', '%2F', '%5C', '~', '%20')
      .map((s) => (p: string) => `${p}/${s}`),
  },
)

/** A document shaped like `fields`, with values of any kind (right and wrong types). */
function documentFor(fields: FieldNode[]): fc.Arbitrary<unknown> {
  const named = fieldPaths(fields).filter((f) => !f.path.includes('.'))
  if (!named.length) return fc.jsonValue({ maxDepth: 3 })
  return fc.dictionary(
    fc.constantFrom(...named.map((f) => f.path), 'id', '_status', 'password', 'role', 'email'),
    fc.oneof(scalarText, fc.integer(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 })),
    { maxKeys: 6 },
  )
}

const deepJson = fc
  .tuple(fc.constantFrom(50, 99, 101, 1000, 50_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  )

type Body = { contentType?: string; body: Buffer }

function bodyFor(target: Target): fc.Arbitrary<Body | undefined> {
  const jsonBody = (value: fc.Arbitrary<unknown>) =>
    value.map((v) => ({ contentType: 'application/json', body: Buffer.from(JSON.stringify(v) ?? 'null') }))
  const multipart = fc
    .tuple(documentFor(target.fields), fc.uint8Array({ maxLength: 300 }), fc.boolean())
    .map(([document, bytes, withFile]) => {
      const boundary = 'generatedboundary'
      const parts = [
        `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify(document)}\r\n`,
        withFile
          ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n${Buffer.from(bytes).toString('latin1')}\r\n`
          : '',
        `--${boundary}--\r\n`,
      ]
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: Buffer.from(parts.join(''), 'latin1'),
      }
    })
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: jsonBody(documentFor(target.fields)) },
    { weight: 2, arbitrary: jsonBody(fc.jsonValue({ maxDepth: 6 })) },
    {
      weight: 1,
      arbitrary: deepJson.map((text) => ({ contentType: 'application/json', body: Buffer.from(text) })),
    },
    {
      weight: 2,
      arbitrary: restQuery(target.fields).map((q) => ({
        contentType: 'application/x-www-form-urlencoded',
        body: Buffer.from(q),
      })),
    },
    { weight: 1, arbitrary: multipart },
    { weight: 1, arbitrary: nastyBody.map((body) => ({ body })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/json; charset=utf-16',
            'image/png',
            '',
          ),
          fc.jsonValue({ maxDepth: 3 }),
        )
        .map(([contentType, v]) => ({ contentType, body: Buffer.from(JSON.stringify(v) ?? '') })),
    },
  )
}

/** Server-action bodies: React's argument arrays (a Payload server function call among them) and broken ones. */
const actionBody = fc.oneof(
  fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v) ?? ''),
  fc
    .record({
      name: fc.constantFrom(
        'form-state',
        'render-document',
        'render-list',
        'table-state',
        'render-field',
        'x',
      ),
      args: fc.jsonValue({ maxDepth: 4 }),
    })
    .map((call) => JSON.stringify([call])),
  fc.constantFrom('[]', '["$K1"]', '{{', '[{},{}]', 'null', ''),
  deepJson,
)

const headerExtras = fc.record(
  {
    'x-payload-http-method-override': fc.constantFrom('GET', 'POST', 'DELETE', 'get', ''),
    'x-http-method-override': fc.constantFrom('GET', 'PATCH'),
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=10-0', 'bytes=0-0,1-1', 'items=1-2', 'bytes=abc'),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"1"', '"', ''),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.constantFrom('unknown', ', ,', '999.1.1.1')),
    'x-forwarded-host': fc.constantFrom('evil.example', '', 'a:b:c'),
    'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'text/x-component'),
    origin: fc.constantFrom('http://evil.example', 'null'),
  },
  { requiredKeys: [] },
)

function pathFor(site: Site, target: Target): fc.Arbitrary<string> {
  const slug = target.path.split('/').pop() ?? ''
  const id = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(site.ids[slug]?.length ? site.ids[slug] : [1])).map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('987654', '0', '-1', 'abc', '1.5', '99999999999999999999', '%00', 'null'),
    },
  )
  const suffixes =
    target.kind === 'collection' ? COLLECTION_SUFFIXES : target.kind === 'global' ? GLOBAL_SUFFIXES : ['']
  const base = fc.tuple(fc.constantFrom(...suffixes), id).map(([suffix, i]) =>
    `${target.path}${suffix}`
      .replace('{id}', i)
      .replace('{name}', i)
      .replace(/\{[^}]+\}/g, i),
  )
  const query =
    target.kind === 'collection' || target.kind === 'global'
      ? fc.option(restQuery(target.fields), { nil: undefined, freq: 3 })
      : fc.option(
          fc.constantFrom(
            'cb=1',
            'page=2',
            'path=/about',
            'path=//evil.example',
            `x=${'q'.repeat(3000)}`,
            'q=seo',
            'q=e&page=2',
            'q=seo&page=99999999999999999999',
            `q=${'%25'.repeat(60)}`,
            'q[]=a&q[]=b',
            'q[a]=1',
            'q=%00%C3%28',
          ),
          {
            nil: undefined,
          },
        )
  return fc.tuple(base, pathMangle, query).map(([p, mangle, q]) => `${mangle(p)}${q ? `?${q}` : ''}`)
}

/** Requests a role may send without wrecking the run: the roles keep their sessions and the admin its data. */
function keepRunnable(req: GeneratedRequest): GeneratedRequest {
  const pathname = req.path.split('?')[0]!
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(req.method)
  // Signing out (or changing an account) would end the session the next requests use.
  if (req.role !== 'anonymous' && /\/api\/users(\/|$)/.test(pathname) && write)
    return { ...req, role: 'anonymous', headers: withoutAuth(req.headers) }
  // The admin may delete anything: only documents that do not exist, so the content stays.
  if (req.role === 'admin' && req.method === 'DELETE')
    return { ...req, path: `${req.target.path}/987654`.replace(/\{[^}]+\}/g, '1') }
  return req
}

export function withoutAuth(headers: Record<string, string>): Record<string, string> {
  const { authorization: _, ...rest } = headers
  return rest
}

/** One generated request against `site`. */
export function generatedRequest(site: Site): fc.Arbitrary<GeneratedRequest> {
  return fc
    .record({
      target: fc.constantFrom(...site.targets),
      role: fc.constantFrom<Role>('anonymous', 'editor', 'admin'),
      method: fc.constantFrom(...METHODS),
      extras: headerExtras,
      hostile: fc.option(nastyHeaders, { nil: undefined, freq: 5 }),
    })
    .chain(({ target, role, method, extras, hostile }) =>
      fc
        .tuple(
          pathFor(site, target),
          target.kind === 'action'
            ? actionBody.map((b) => ({ contentType: 'text/plain;charset=UTF-8', body: Buffer.from(b) }))
            : bodyFor(target),
        )
        .map(([requestPath, body]) => {
          const headers: Record<string, string> = { ...extras, ...(hostile ?? {}) }
          if (role !== 'anonymous') headers.authorization = `JWT ${site.tokens[role]}`
          if (target.actionId) headers['next-action'] = target.actionId
          if (body?.contentType !== undefined && !hostile?.['content-type'])
            headers['content-type'] = body.contentType
          const sendsBody = !['GET', 'HEAD'].includes(method) && body
          return keepRunnable({
            method,
            path: requestPath,
            headers,
            body: sendsBody ? body.body : undefined,
            role,
            target,
          })
        }),
    )
}
