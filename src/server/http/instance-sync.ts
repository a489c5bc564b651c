/**
 * The HTTP server side of several instances (REDIS_URL): this process's subscriber to the
 * changes other instances publish (src/lib/instance-sync.ts), applied to this process's page
 * cache (src/lib/page-cache-purge.ts) and redirect table (src/lib/redirect-table.ts).
 * Started by scripts/serve.ts before it listens, closed on shutdown. Runs outside Next (like
 * the rest of src/server/http/), so it imports no server-only module.
 */
import type { Logger } from 'pino'

import { startInstanceSync, type SyncHandlers } from '@/lib/instance-sync'
import { purgeLocalPageCache } from '@/lib/page-cache-purge'
import { publishRedirects, reloadRedirects } from '@/lib/redirect-table'

/** What this process does with each message (`logger`: one info line per resync). */
export function siteSyncHandlers(logger: Logger): SyncHandlers {
  return {
    purge: purgeLocalPageCache,
    redirects: publishRedirects,
    resync: () => {
      // Subscribed anew (start-up or Redis back): purges and redirect changes may have been missed.
      purgeLocalPageCache()
      void reloadRedirects()
      logger.info('instance sync subscribed: page cache purged, redirects reloaded')
    },
  }
}

/** Subscribes this process to REDIS_URL `url`; returns the stop function of shutdown. */
export function startSiteSync(url: string, logger: Logger): { close: () => Promise<void> } {
  return startInstanceSync(url, siteSyncHandlers(logger))
}
