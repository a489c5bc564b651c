/**
 * Reads every saved redirect and hands the list to the site's HTTP server
 * (src/infra/redirect-table.ts). Called at start-up (src/server/payload.ts, and POST
 * /api/internal/revalidate) and by the Redirects collection's hooks after each change, so a
 * change applies at the next request. With REDIS_URL the revalidate call and the hooks also
 * send the table to every other instance (src/infra/instance-sync.ts, `share`).
 */
import type { Payload, PayloadRequest } from 'payload'

import { shareRedirects } from '@/infra/instance-sync'
import { onRedirectsReload, publishRedirects, type SiteRedirect } from '@/infra/redirect-table'

import { checkFrom, checkTarget } from '../collections/Redirects/rules'

type LoadOptions = {
  /** The request of a hook: reads inside its transaction, so the change being saved is seen. */
  req?: PayloadRequest
  /** Also send the table to the other instances (after a change; not for a plain start-up load). */
  share?: boolean
}

/**
 * Loads all redirects (access overridden: the server answers them to everyone), but any the
 * link rule refuses (src/collections/Redirects/rules.ts), publishes
 * them to this process's server and, with `share`, to every instance. Rejects when the
 * database read fails (the table in use is kept).
 */
export async function loadRedirectTable(
  payload: Payload,
  { req, share = false }: LoadOptions = {},
): Promise<SiteRedirect[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    ...(req ? { req } : {}),
  })
  // A row the link rule refuses (saved before the rule, or written around it) is never answered.
  const table = docs.flatMap((d): SiteRedirect[] =>
    d.to?.url && checkFrom(d.from) === true && checkTarget(d.to.url) === true
      ? [{ from: d.from, to: d.to.url, status: d.type === '302' ? 302 : 301 }]
      : [],
  )
  publishRedirects(table)
  if (share) shareRedirects(table)
  // After messages missed while Redis was unreachable, the subscriber rereads the table.
  onRedirectsReload(() =>
    loadRedirectTable(payload).then(
      () => {},
      (error: Error) => payload.logger.warn(`Reloading redirects failed: ${error.message}`),
    ),
  )
  return table
}
