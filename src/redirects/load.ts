/**
 * Reads every saved redirect and hands the list to the site's HTTP server
 * (src/lib/redirect-table.ts). Called at start-up (src/server/payload.ts, and POST /api/internal/revalidate) and by the
 * Redirects collection's hooks after each change, so a change applies at the next request.
 */
import type { Payload, PayloadRequest } from 'payload'

import { publishRedirects, type SiteRedirect } from '@/lib/redirect-table'

/** Loads all redirects (access overridden: the server answers them to everyone) and publishes them. */
export async function loadRedirectTable(payload: Payload, req?: PayloadRequest): Promise<SiteRedirect[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    ...(req ? { req } : {}),
  })
  const table = docs.flatMap((d): SiteRedirect[] =>
    d.to?.url ? [{ from: d.from, to: d.to.url, status: d.type === '302' ? 302 : 301 }] : [],
  )
  publishRedirects(table)
  return table
}
