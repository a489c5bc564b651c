/**
 * POST /api/internal/revalidate: expires every content cache tag at once and empties the
 * HTTP server's page cache.
 *
 * With REDIS_URL the purge and the redirect table reach every instance (src/infra/instance-sync.ts).
 *
 * Why: Next.js keeps tag expirations in memory, so an edit whose pages were not visited
 * before a restart would leave stale prerendered pages on disk. `npm start` calls this once
 * the server listens; operators can call it after restoring a database backup. It also
 * starts the jobs cron (contact notification mail) and loads the redirects the HTTP server
 * answers.
 *
 * Auth: header `x-revalidate-token` = revalidateToken(PAYLOAD_SECRET). 401 otherwise.
 * Answer: 200 {"revalidated": [tags]}.
 */
import { revalidateTag } from 'next/cache'

import { getEnv } from '@/env'
import { CONTENT_TAGS } from '@/contracts/cache-tags'
import { purgePageCache } from '@/infra/page-cache-purge'
import { revalidateToken, tokensMatch } from '@/lib/revalidate-token'
import { loadRedirectTable } from '@/redirects/load'
import { loadExperimentTable } from '@/collections/Experiments/load'
import { getServerPayload } from '@/server/payload'

export async function POST(request: Request): Promise<Response> {
  const given = request.headers.get('x-revalidate-token') ?? ''
  if (!tokensMatch(given, revalidateToken(getEnv().PAYLOAD_SECRET))) {
    return Response.json({ message: 'Unauthorized.' }, { status: 401 })
  }
  for (const tag of CONTENT_TAGS) revalidateTag(tag, { expire: 0 })
  purgePageCache()
  // Also starts the job queue's cron, so mail queued before a restart goes out without
  // waiting for the next contact message or admin visit, and reloads the redirects (a
  // restored backup may hold others).
  await loadRedirectTable(await getServerPayload(), { share: true })
  await loadExperimentTable(await getServerPayload(), { share: true })
  return Response.json({ revalidated: CONTENT_TAGS })
}
