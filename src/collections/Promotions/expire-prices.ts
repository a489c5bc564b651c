/**
 * A promotion's start and end take effect without an edit: when a promotion is published, a
 * job of task `expirePrices` is queued for its `startsAt` and one for its `endsAt` (those
 * still ahead; `waitUntil`), and the jobs cron (src/payload.config.ts, every minute) runs each
 * once due. The job expires the cached prices the way every change from outside a request does
 * (src/hooks/revalidate.ts `expireTag`: the server expires every content tag and empties every
 * instance's page cache), so no page shows a price past a start or end by more than the
 * cron's interval. The checkout never depends on it: it decides the price per request.
 */
import type { CollectionAfterChangeHook, TaskConfig } from 'payload'

import { expireTag } from '@/hooks/revalidate'
import type { Promotion } from '@/payload-types'

export const EXPIRE_PRICES_TASK = 'expirePrices'

/** The task config registered in payload.config.ts (jobs.tasks). */
export const expirePricesTask: TaskConfig<{ input: { promotionId: number }; output: { expired: boolean } }> =
  {
    slug: EXPIRE_PRICES_TASK,
    label: 'Show the prices of a promotion that starts or ends',
    inputSchema: [{ name: 'promotionId', type: 'number', required: true }],
    outputSchema: [{ name: 'expired', type: 'checkbox', required: true }],
    retries: { attempts: 2 },
    handler: ({ req }) => ({ output: { expired: expireTag('promotions', req) } }),
  }

/** afterChange: queues the expiry jobs of a published promotion's start and end still ahead. */
export const queuePriceExpiry: CollectionAfterChangeHook<Promotion> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  const now = Date.now()
  for (const time of [doc.startsAt, doc.endsAt]) {
    if (!time || Date.parse(time) <= now) continue
    await req.payload.jobs.queue({
      task: EXPIRE_PRICES_TASK,
      input: { promotionId: doc.id },
      waitUntil: new Date(time),
      req,
    })
  }
  return doc
}
