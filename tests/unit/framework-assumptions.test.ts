/**
 * Every place where the site depends on behaviour of Next.js, React, Payload, Node or the
 * shared-cache library that their documentation does not promise: which behaviour, the version
 * it was checked against, and the tests that fail when it changes.
 *
 * This file fails:
 * - when an installed version differs from the one an entry was checked against: run the
 *   entry's proofs against the new version (the e2e ones need `npm run test:e2e`), then
 *   record the version here;
 * - when an entry's place or proof no longer holds the text it names (code moved: update the
 *   entry, or remove it with the dependence);
 * - when a quick check of the installed package (its source, its exports) no longer finds
 *   what the site relies on.
 */
import { existsSync, readFileSync } from 'node:fs'
import { ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const require = createRequire(path.join(ROOT, 'package.json'))

type Assumption = {
  /** The file that depends on it and a text of that file showing the dependence. */
  where: [file: string, text: string]
  /** The undocumented behaviour relied upon. */
  behaviour: string
  /** The package (or `node`) and the exact version the behaviour was checked against. */
  on: [name: string, version: string]
  /** Tests that fail when the behaviour changes: a file and a text of it (a test's title). */
  proofs: Array<[file: string, text: string]>
  /** A quick check against the installed package, where one is possible. */
  check?: () => void
}

/** The source of an installed package's file (`next/dist/…`: the file, not an export of the package). */
const source = (file: string) => readFileSync(path.join(ROOT, 'node_modules', file), 'utf8')

const ASSUMPTIONS: Assumption[] = [
  {
    where: ['src/edge/next-adapter.ts', "export const NO_USER_AGENT = 'unknown'"],
    behaviour:
      'Next streams the metadata of a dynamic render into <body> when generateMetadata resolves after the shell, unless the request has a User-Agent that `htmlLimitedBots` (next.config.mjs: every agent) matches; a request without one always streams, so the site server gives it a placeholder.',
    on: ['next', '16.4.6'],
    proofs: [
      ['tests/unit/next-adapter.test.ts', 'gives a request without a User-Agent the placeholder'],
      ['tests/cluster/checks/outputs.ts', "check: '9. outputs valid (PostgreSQL)'"],
    ],
    check: () =>
      expect(source('next/dist/build/templates/app-page-runtime.js')).toMatch(
        /const serveStreamingMetadata = !userAgent \? true : \(0, _streamingmetadata\.shouldServeStreamingMetadata\)\(userAgent, nextConfig\.htmlLimitedBots\)/,
      ),
  },
  {
    where: ['cache-handler.mjs', 'internal_lastModified: dated'],
    behaviour:
      "The shared-cache library's CacheHandler.set dates the entry with `ctx.internal_lastModified` when given (else now), and its handlers compare that date with the tag expiries; Next renders a key after a `get` that found nothing fresh and stores the result with `set`, so the render clock dates each entry by the start of its render.",
    on: ['@fortedigital/nextjs-cache-handler', '3.3.0'],
    proofs: [
      [
        'tests/unit/shared-cache.test.ts',
        'dates an entry by the miss its render followed: a render begun before an expiry is dropped however late it stores',
      ],
    ],
    check: () =>
      expect(source('@fortedigital/nextjs-cache-handler/dist/handlers/cache-handler.js')).toMatch(
        /const lastModified = Math\.round\(internal_lastModified \?\? Date\.now\(\)\)/,
      ),
  },
  {
    where: ['src/edge/page-cache/flights.ts', 'its response cache batches them by key'],
    behaviour:
      "Next's response cache hands one render of a page to every request for the same key made while it runs (its get batcher), so a request made after a purge can get a render begun before it; the page cache dates an answer by the oldest request for its key then in flight.",
    on: ['next', '16.4.6'],
    proofs: [
      [
        'tests/unit/page-cache.test.ts',
        "does not store a render begun before a purge and handed to a request made after it (Next's shared render)",
      ],
    ],
    check: () =>
      expect(source('next/dist/server/response-cache/index.js')).toMatch(
        /this\.getBatcher = _batcher\.Batcher\.create\(/,
      ),
  },
  {
    where: ['src/infra/shared-state.ts', 'global._payload'],
    behaviour:
      "Payload's getPayload keeps every instance it made in a Map on `global._payload` ({ payload, … } per key); shutdown closes their databases through it (src/edge/process/shutdown.ts).",
    on: ['payload', '3.90.1'],
    proofs: [['tests/e2e/restart.spec.ts', 'queued mail survives a graceful restart and is sent once']],
    check: () => expect(source('payload/dist/index.js')).toMatch(/global\._payload = new Map\(\)/),
  },
  {
    where: ['src/server/db-retry.ts', 'WriteNotStoredError'],
    behaviour:
      "Payload's Drizzle adapter ends a transaction whose COMMIT failed without an error (commitTransaction catches it and rolls back), so a create can resolve with a document the database does not hold; createStored reads the row back.",
    on: ['@payloadcms/drizzle', '3.90.1'],
    proofs: [['tests/int/save-contact.test.ts', 'reads the message back and stores it again']],
    check: () =>
      expect(source('@payloadcms/drizzle/dist/transactions/commitTransaction.js')).toMatch(
        /try \{\s*await session\.resolve\(\);\s*\} catch \(_\) \{\s*await session\.reject\(\);/,
      ),
  },
  {
    where: ['src/server/payload.ts', 'with the classes of the bundle that made it'],
    behaviour:
      "Payload keeps the first instance made in the process, with the error classes of the bundle that made it, so it must be made in the route bundles (not Next's instrumentation hook) for the `instanceof` checks of its REST error answers.",
    on: ['payload', '3.90.1'],
    proofs: [['tests/e2e/errors.spec.ts', 'no stack trace, no server path']],
  },
  {
    where: ['src/edge/next-adapter.ts', 'cjs/react-dom-server.node.production.js'],
    behaviour:
      "React's streaming instruction functions (`$RC=…`, `$RR=…`) are string literals of react-dom's server build, the same version Next renders with; the CSP step reads them there to recognise React's inline scripts.",
    on: ['react-dom', '19.3.1'],
    proofs: [
      ['tests/unit/csp.test.ts', "hashes every inline script of React's real streaming output"],
      ['tests/e2e/framework-shapes.spec.ts', 'every inline script has a known shape'],
    ],
    check: () => expect(source('react-dom/cjs/react-dom-server.node.production.js')).toMatch(/\$RC=/),
  },
  {
    where: ['src/edge/next-adapter.ts', '(self.__next_f=self.__next_f||[]).push('],
    behaviour:
      "The inline scripts of Next's pages have fixed shapes: the RSC payload's `(self.__next_f=self.__next_f||[]).push(<JSON>)` and `self.__next_f.push(<JSON>)`, Turbopack's bootstrap, the icon mover of streamed metadata and React's `$RT` timer; the CSP hashes only these.",
    on: ['next', '16.4.6'],
    proofs: [
      ['tests/e2e/framework-shapes.spec.ts', 'every inline script has a known shape'],
      ['tests/e2e/security-headers.spec.ts', 'loads with zero CSP violations'],
    ],
  },
  {
    where: ['src/edge/next-adapter.ts', 'const NEXT_SCRIPT_TAG'],
    behaviour:
      'Next writes the client chunks of a page through React (its required scripts: the bootstrap script and `ReactDOM.preinit`) as `<script src="/_next/static/…" async=""></script>` tags, a Turbopack build\'s inline bootstrap taking React\'s `_R_` id, and starts hydrating from whichever order they run in; the site\'s server turns them into inert `data-src` tags that its loader appends after the first paint, and reports a `/_next/static/` script tag of any other shape.',
    on: ['next', '16.4.6'],
    proofs: [
      [
        'tests/unit/next-adapter.test.ts',
        "defers every chunk tag Next's required scripts make through React",
      ],
      [
        'tests/unit/next-adapter.test.ts',
        'reports a chunk tag with an attribute it does not know instead of passing over it',
      ],
      [
        'tests/e2e/framework-shapes.spec.ts',
        'every Next chunk is deferred until after the first paint, and the loader starts them',
      ],
      [
        'tests/e2e/critical-path.spec.ts',
        "Next's scripts are fetched after the first paint and its hero image, then the page hydrates",
      ],
    ],
    check: () => {
      expect(source('next/dist/server/app-render/required-scripts.js')).toMatch(
        /preinit\([^,]+, \{\s*as: 'script'/,
      )
      expect(source('react-dom/cjs/react-dom-server.node.production.js')).toContain(' async="">\\x3c/script>')
    },
  },
  {
    where: ['src/edge/next-adapter.ts', 'export function replayRequest'],
    behaviour:
      "Next reads a request's body only as a stream nobody has read yet (NodeNextRequest hands `req` itself to its web Request as the body; the action handler pipes it into busboy), and of the request nothing else than its line, headers and socket, so a Readable replaying the checked body in their company takes its place.",
    on: ['next', '16.4.6'],
    proofs: [
      [
        'tests/unit/next-adapter.test.ts',
        'Next reads a replayed body byte for byte: its web Request, and the busboy of its server actions',
      ],
      ['tests/unit/http-server.test.ts', 'hands a checked body to Next byte for byte'],
    ],
    check: () =>
      expect(source('next/dist/server/base-http/node.js')).toMatch(
        /super\(_req\.method\.toUpperCase\(\), _req\.url, _req\)/,
      ),
  },
  {
    where: ['src/edge/next-adapter.ts', 'export function captureResponse'],
    behaviour:
      "Next writes every answer through the response's `writeHead`, `write` and `end` (sendRenderResult, pipeToNodeResponse, sendResponse), and `flushHeaders`, never around them on the socket, so the one capture sees every head and body.",
    on: ['next', '16.4.6'],
    proofs: [
      ['tests/unit/next-adapter.test.ts', "captures whatever Next's own writers send"],
      ['tests/e2e/security-headers.spec.ts', 'every kind of response carries the security headers'],
    ],
    check: () =>
      expect(source('next/dist/server/pipe-readable.js')).toMatch(
        /res\.flushHeaders\(\)[\s\S]*res\.write\(chunk\)/,
      ),
  },
  {
    where: ['src/edge/next-adapter.ts', 'which Node turns into `writeHead`'],
    behaviour:
      "Node's `flushHeaders` and a `write` before any head send the implicit head through `this.writeHead(this.statusCode)`, which the capture replaced.",
    on: ['node', '24'],
    proofs: [['tests/unit/capture.test.ts', 'sends the head once although the handler flushes it']],
    check: () =>
      expect(
        String((ServerResponse.prototype as unknown as { _implicitHeader: () => void })._implicitHeader),
      ).toContain('this.writeHead(this.statusCode)'),
  },
  {
    where: ['src/edge/pipeline.ts', 'instanceState().runRequest('],
    behaviour:
      "Next stores what it rendered for a request (its response cache, then its incremental cache, then the cache handler's `set` of cache-handler.mjs) inside that request's async context, so AsyncLocalStorage carries the epoch the request began in to `mayKeep()`.",
    on: ['next', '16.4.6'],
    proofs: [
      [
        'tests/unit/next-adapter.test.ts',
        "reaches the cache handler's set: a render that straddles a rejoin is not kept",
      ],
    ],
    check: () =>
      expect(source('next/dist/server/response-cache/index.js')).toContain('await incrementalCache.set(key'),
  },
  {
    where: ['src/edge/next-adapter.ts', 'const NEXT_INTERNAL_HEADER'],
    behaviour:
      'Next names the headers it adds to an answer about itself `x-nextjs-*`, and its cache status `x-nextjs-cache`; the server removes them and logs the status.',
    on: ['next', '16.4.6'],
    proofs: [
      ['tests/unit/next-adapter.test.ts', 'takes every x-nextjs-* header Next names off an answer'],
      [
        'tests/unit/http-server.test.ts',
        "removes Next's internal x-nextjs-* headers, logging Next's cache status instead",
      ],
    ],
    check: () =>
      expect(source('next/dist/build/templates/app-page-runtime.js')).toContain(
        "res.setHeader('x-nextjs-cache'",
      ),
  },
  {
    where: ['src/edge/next-adapter.ts', 'export const NEXT_CLIENT_HEADERS'],
    behaviour:
      "Next's client router marks its navigations, prefetches and server actions with the request headers of FLIGHT_HEADERS, `next-action` and `next-url` (or `_rsc` in the query), and answers them with other than the page's HTML: the page cache skips them, the campaign step leaves them.",
    on: ['next', '16.4.6'],
    proofs: [
      ['tests/unit/next-adapter.test.ts', "names every request header of Next's client router"],
      ['tests/unit/page-cache.test.ts', 'skips previews, RSC requests and server-action POSTs'],
    ],
  },
  {
    where: ['src/edge/next-adapter.ts', 'const NEXT_PATH'],
    behaviour:
      "Next's own paths are its files and image optimizer under `/_next/` and, under `npm run dev`, the endpoints its error overlay posts to (`/__nextjs_…`): the refuse step leaves their methods to Next.",
    on: ['next', '16.4.6'],
    proofs: [
      [
        'tests/unit/page-methods.test.ts',
        'leaves the methods of /api, Next’s files and its development endpoints to their routes',
      ],
    ],
    check: () =>
      expect(source('next/dist/server/dev/middleware-turbopack.js')).toContain(
        "pathname === '/__nextjs_original-stack-frames'",
      ),
  },
  {
    where: ['src/contracts/http.ts', "DRAFT_COOKIE = '__prerender_bypass'"],
    behaviour:
      "Next's draft mode is on while its `__prerender_bypass` cookie is sent: the page cache skips such a request and the security headers let the admin frame its page.",
    on: ['next', '16.4.6'],
    proofs: [
      ['tests/unit/next-adapter.test.ts', 'its RSC query and its draft-mode cookie'],
      ['tests/unit/page-cache.test.ts', 'skips previews, RSC requests and server-action POSTs'],
    ],
  },
  {
    where: ['src/hooks/named-error.ts', 'minifies away'],
    behaviour:
      "Payload's REST error answer (formatErrors) keeps an error's message only when the error has a name, and names its own errors after their class, which Next's production build minifies.",
    on: ['payload', '3.90.1'],
    proofs: [['tests/e2e/errors.spec.ts', 'An unknown error occurred.']],
  },
  {
    where: ['src/lib/malformed-request.ts', 'whose class names are minified'],
    behaviour:
      "Payload's REST error answers carry `errors[].name`, the error's class name, minified in a production build; the site drops it.",
    on: ['payload', '3.90.1'],
    proofs: [['tests/unit/malformed-request.test.ts', "drops the errors' class names"]],
  },
  {
    where: ['src/infra/logger.ts', "which\n * Next's production bundle minifies"],
    behaviour:
      "Payload logs a client error (APIError with a status below 500) at error level, and its `loggingLevels` option matches the error's class name, minified in production; the logger hook reads `err.status` instead.",
    on: ['payload', '3.90.1'],
    proofs: [['tests/unit/logger.test.ts', 'logs a 403 as info with its message and status']],
  },
  {
    where: ['src/app/(payload)/layout.tsx', 'unstable_rethrow(error)'],
    behaviour:
      "Next's `unstable_rethrow` (unstable API) tells Next's own control-flow errors from a failure; Payload's handleServerFunctions throws `Unknown Server Function…` for a name it has no handler for.",
    on: ['@payloadcms/next', '3.90.1'],
    proofs: [['tests/e2e/errors.spec.ts', 'admin server function calls whose handler throws']],
    check: () => {
      expect(source('@payloadcms/next/dist/utilities/handleServerFunctions.js')).toContain(
        'Unknown Server Function',
      )
      expect(typeof (require('next/navigation') as { unstable_rethrow?: unknown }).unstable_rethrow).toBe(
        'function',
      )
    },
  },
  {
    where: ['src/proxy.ts', 'next/dist/server/lib/server-action-request-meta'],
    behaviour:
      "Next's server-action handling parses multipart and urlencoded form posts and `next-action` posts whose body is React's JSON array of arguments, and answers 500 when that parse throws; the proxy answers 400 first.",
    on: ['next', '16.4.6'],
    proofs: [
      ['tests/unit/malformed-request.test.ts', 'malformedActionBody'],
      ['tests/e2e/errors.spec.ts', 'unknown server action'],
    ],
  },
  {
    where: ['src/server/payload-layout-actions.ts', "'server-reference-manifest.json'"],
    behaviour:
      "`next build` lists every server action in `<distDir>/server/server-reference-manifest.json` (`node`: id → `{ filename }`), and @payloadcms/next's RootLayout defines `switchLanguageServerAction`, a closure action whose encrypted arguments Next decrypts before it runs (a 500 when they are anything else).",
    on: ['next', '16.4.6'],
    proofs: [
      ['tests/unit/payload-layout-actions.test.ts', "answers 400 JSON to a post of Payload's layout action"],
    ],
    check: () => {
      expect(source('@payloadcms/next/dist/layouts/Root/index.js')).toContain('switchLanguageServerAction')
      expect(source('next/dist/shared/lib/constants.js')).toContain('server-reference-manifest')
    },
  },
  {
    where: ['src/server/unknown-document.ts', "readShared('documentLookup')"],
    behaviour:
      "Next runs a Node.js proxy in the server's own process (next-server.js runMiddleware: loadNodeMiddleware, not the edge sandbox), so it sees the process's shared values; Next's proxy guide advises against relying on it.",
    on: ['next', '16.4.6'],
    proofs: [
      [
        'tests/e2e/framework-shapes.spec.ts',
        'an unknown /payment/{key} is the full 404 page in the server HTML',
      ],
    ],
    check: () => expect(source('next/dist/server/next-server.js')).toContain('loadNodeMiddleware'),
  },
  {
    where: ['cache-handler.mjs', "REVALIDATED_TAGS_KEY = '__revalidated_tags__'"],
    behaviour:
      "@fortedigital/nextjs-cache-handler's redis-strings handler keeps tag expiry times in the hash `__revalidated_tags__` and drops an entry older than one of its tags' times there.",
    on: ['@fortedigital/nextjs-cache-handler', '3.3.0'],
    proofs: [['tests/unit/shared-cache.test.ts', 'right after an expiry out for SETTLE_MS']],
  },
  {
    where: ['next.config.mjs', "rule.headers.some((h) => h.key === 'Critical-CH')"],
    behaviour:
      "Payload's withPayload adds a header rule on `/:path*` with `Critical-CH: Sec-CH-Prefers-Color-Scheme`; the site keeps it for the admin only.",
    on: ['@payloadcms/next', '3.90.1'],
    proofs: [['tests/e2e/seo.spec.ts', "expect(html.headers()['critical-ch']).toBeUndefined()"]],
  },
  {
    where: ['src/edge/next-adapter.ts', 'ACTION_FIELD'],
    behaviour:
      "A form posted to a server action without JavaScript is a multipart body whose action is named by a field `$ACTION_ID_…` or `$ACTION_REF_…` (React's `decodeAction`); Next renders the page (200) for a multipart post without one, so the site's server answers it 405.",
    on: ['next', '16.4.6'],
    proofs: [['tests/unit/page-methods.test.ts', 'hands GET, HEAD and possible server actions to Next']],
    check: () => {
      const server = source(
        'next/dist/compiled/react-server-dom-webpack/cjs/react-server-dom-webpack-server.node.production.js',
      )
      expect(server).toContain('key.startsWith("$ACTION_REF_")')
      expect(server).toContain('key.startsWith("$ACTION_ID_")')
    },
  },
]

/** The installed version of `name` (`node`: the running Node's major version). */
function installedVersion(name: string): string {
  if (name === 'node') return process.versions.node.split('.')[0]!
  const manifest = path.join(ROOT, 'node_modules', name, 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

const label = (a: Assumption) => `${a.where[0]} (${a.on[0]})`

describe('framework assumptions', () => {
  it.each(ASSUMPTIONS.map((a) => [label(a), a] as const))('%s: still where it is', (_, { where }) => {
    const [file, text] = where
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toContain(text)
  })

  it.each(ASSUMPTIONS.map((a) => [label(a), a] as const))('%s: its proofs exist', (_, { proofs }) => {
    expect(proofs.length).toBeGreaterThan(0)
    for (const [file, text] of proofs) {
      expect(existsSync(path.join(ROOT, file)), file).toBe(true)
      expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toContain(text)
    }
  })

  it.each(ASSUMPTIONS.map((a) => [label(a), a] as const))(
    '%s: checked against the installed version',
    (_, { on: [name, version] }) => {
      expect(installedVersion(name), `${name}: run the proofs, then record the version`).toBe(version)
    },
  )

  it.each(ASSUMPTIONS.filter((a) => a.check).map((a) => [label(a), a] as const))(
    '%s: the installed package still does it',
    (_, { check }) => {
      check!()
    },
  )
})
