/**
 * The `page-views` step (src/edge/pipeline.ts): each request that may be a page view
 * (page-view.ts `mayBeView`) is watched until its answer finished, and counted when that answer
 * was one (`isViewAnswer`), page-cache hits included; a view the experiment step counted
 * (`x.experiment.counted`) is also an exposure of its variant. Adds no header, cookie or body: the
 * answer, its cacheability and its policy stay as the steps below make them.
 */
import type { ServerResponse } from 'node:http'

import type { Exchange } from '../exchange'
import { clientAddress } from '../forwarded-for'

import { isViewAnswer, mayBeView, pageViewOf } from './page-view'

const WATCHED = Symbol('page view')
type Watched = ServerResponse & { [WATCHED]?: Exchange }

/** Counts the answer of `this` when it is a page view (one listener shared by every response). */
function countFinished(this: Watched) {
  const x = this[WATCHED]!
  const { req, pathname, site } = x
  const type = String(this.getHeader('content-type') ?? x.hitType ?? '')
  if (!isViewAnswer(req, this.statusCode, type)) return
  const address = clientAddress(req, site.settings.trustProxy ?? 0)
  const view = pageViewOf(req, pathname, address, site.settings.publicHost)
  const served = x.experiment
  if (served?.counted) view.experiment = { id: served.experimentId, variant: served.variant }
  site.analytics?.record(view)
}

/** Watches `x` when its site counts and its request may be a page view. */
export function watchPageView(x: Exchange): void {
  if (!x.site.analytics || !mayBeView(x.req, x.pathname)) return
  ;(x.res as Watched)[WATCHED] = x
  x.res.once('finish', countFinished)
}
