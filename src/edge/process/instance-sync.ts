/**
 * The site process's side of several instances (REDIS_URL): its subscriber to the
 * changes other instances publish (src/infra/instance-sync.ts), applied to this process's page
 * cache (src/infra/page-cache-purge.ts), redirect table (src/infra/redirect-table.ts) and experiment
 * table (src/infra/experiment-table.ts), and what
 * the process does each time it joins the shared state (src/infra/instance-state.ts: every Redis
 * connection of the process ready again). Started by scripts/serve.ts before it listens,
 * closed on shutdown. Runs outside Next, as all of src/edge/ does, so it imports no
 * server-only module.
 */
import type { Logger } from 'pino'

import { instanceState } from '@/infra/shared-state'
import { startInstanceSync, type SyncHandlers } from '@/infra/instance-sync'
import { purgeLocalPageCache } from '@/infra/page-cache-purge'
import { publishRedirects, reloadRedirects } from '@/infra/redirect-table'
import { publishExperiments, reloadExperiments } from '@/infra/experiment-table'

/** How long after a join the page cache is emptied a second time (ms); renders take far less. */
export const JOIN_SETTLE_MS = 2000

/** What this process does with each message; resubscriptions are handled by the join below. */
export function siteSyncHandlers(): SyncHandlers {
  return {
    purge: purgeLocalPageCache,
    redirects: publishRedirects,
    experiments: publishExperiments,
    resync: () => {},
  }
}

/**
 * At every join (start-up, Redis back, a connection back): messages may have been missed and
 * pages may have been rendered from this instance's memory meanwhile, so the page cache is
 * emptied (at once and again JOIN_SETTLE_MS later) and the redirect and experiment tables reread from the database. Logs each change of state
 * (`logger`: info on join, warn on leaving). Returns the removal of both listeners.
 */
export function joinSharedState(logger: Logger): () => void {
  const state = instanceState()
  const offJoin = state.onJoin(() => {
    purgeLocalPageCache()
    // Once more when the renders in flight at the join are over: one that began before the join
    // and is handed to a request made after it (Next shares a page's render between concurrent
    // requests) would otherwise be kept.
    setTimeout(purgeLocalPageCache, JOIN_SETTLE_MS).unref()
    void reloadRedirects()
    void reloadExperiments()
    logger.info(
      { epoch: state.epoch },
      'instance joined the shared state: page cache purged, redirects and experiments reloaded',
    )
  })
  const offChange = state.onChange((now, epoch) => {
    if (now === 'joining')
      logger.warn(
        { epoch, connections: state.report().connections },
        'instance left the shared state: joining',
      )
  })
  return () => {
    offJoin()
    offChange()
  }
}

/** Subscribes this process to REDIS_URL `url` and joins the shared state; returns the stop function of shutdown. */
export function startSiteSync(url: string, logger: Logger): { close: () => Promise<void> } {
  const leave = joinSharedState(logger)
  const sync = startInstanceSync(url, siteSyncHandlers())
  return {
    close: async () => {
      leave()
      await sync.close()
    },
  }
}
