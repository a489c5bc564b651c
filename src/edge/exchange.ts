/**
 * What the steps of the site's server (src/edge/pipeline.ts) share: the server's settings,
 * one request as they see it (its exchange), and the three parts a step may have.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import type { ExperimentServe } from '@/contracts/experiments'

import type { Counter } from './analytics/counter'
import type { Keeper, PageCache } from './page-cache/page-cache'
import type { Drain } from './process/shutdown'
import type { SearchLimit } from './search-limit'

/** The settings of one site server (scripts/serve.ts reads them from the environment). */
export type SiteSettings = {
  /** Next's request handler (`app.getRequestHandler()`). */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void
  logger: Logger
  /** SERVER_URL is https: HSTS and upgrade-insecure-requests. */
  https: boolean
  /** Where the browser loads PayPal from (src/edge/csp/policy.ts paypalBrowserSources; CSP of /payment). */
  paypalOrigins: string[]
  /** Host of SERVER_URL: the page cache stores answers for this Host only (any Host when unset). */
  publicHost?: string
  /** TRUST_PROXY: reverse proxies whose X-Forwarded-For is kept (0: the socket address is the client). */
  trustProxy?: number
  /** `next dev`: the steps of DEV_LEAVES_OUT (pipeline.ts) do not run. */
  dev?: boolean
  /** The limit of searches per client (SEARCH_RATE_LIMIT); none when unset. */
  searchLimit?: SearchLimit
  /** The page-view counter (src/edge/analytics/counter.ts); none with ANALYTICS=off. */
  analytics?: Counter
}

/** `'answered'`: the part sent the whole answer itself (no request part below it runs, nor Next). */
export type Outcome = 'answered' | void

/** A step of the pipeline: any of three parts (when each runs: src/edge/pipeline.ts). */
export type Step = {
  /** Before Next, top to bottom. */
  request?: (x: Exchange) => Outcome | Promise<Outcome>
  /** At the head of Next's answer, bottom to top: may set headers; `'hold'` asks for the whole body. */
  head?: (x: Exchange) => 'hold' | void
  /** Over the held body, bottom to top: returns the body the step above is given. */
  body?: (x: Exchange, body: Buffer) => Buffer | Promise<Buffer>
}

/** The parts of a server's steps, each list in the order it runs. */
export type StepParts = {
  requests: Array<NonNullable<Step['request']>>
  heads: Array<NonNullable<Step['head']>>
  bodies: Array<NonNullable<Step['body']>>
}

/** One site server: its settings, its page cache (when a page-cache step runs) and its steps. */
export type Site = {
  readonly settings: SiteSettings
  readonly pageCache: PageCache | undefined
  /** The page-view counter, when its step runs and the settings give one. */
  readonly analytics: Counter | undefined
  readonly drain: Drain
  readonly parts: StepParts
}

/** One request as the steps see it; each field below `pathname` is written by the step named. */
export type Exchange = {
  readonly site: Site
  /** The request: the body step may put in its place one that replays the checked body. */
  req: IncomingMessage
  readonly res: ServerResponse
  /** The URL's path without its query, undecoded. */
  readonly pathname: string
  /** request-log: the request's id, echoed as X-Request-Id. */
  reqId: string | undefined
  /** request-log: when the request arrived (ms since the epoch). */
  started: number
  /** page-cache-hit: the Content-Type of the hit it answered (its raw head is not readable with getHeader). */
  hitType: string | undefined
  /** next: Next's cache status (the `x-nextjs-cache` header it removes), for the log line. */
  nextCache: string | undefined
  /** page-cache-store: stores this answer, when it may be stored. */
  keep: Keeper | undefined
  /** experiment: the variant served, on a page with a running experiment (src/contracts/experiments.ts). */
  experiment: ExperimentServe | undefined
  /** experiment: the Set-Cookie value of a fresh draw, set on the answer's head. */
  experimentCookie: string | undefined
  /** A head part's answer in place of Next's body: sent as it is, no body part runs. */
  replacement: Buffer | undefined
}
