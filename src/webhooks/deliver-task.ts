/**
 * Job task `deliverWebhook`: one attempt of one delivery (a `webhook-deliveries` record), run
 * by the site's locked queue runner (src/mail/run-mail.ts: one pass at a time across instances).
 *
 * An attempt signs the stored body with the webhook's secret (the same message id on every
 * attempt, a fresh timestamp) and POSTs it (./send.ts: SSRF guard, no redirects, a deadline).
 * A 2xx answer is `succeeded`. Anything else is `failed` with the next attempt queued as a job
 * with `waitUntil` (./schedule.ts), or `gave-up` once the 24-hour window is over; a deleted or
 * disabled webhook gives up at once. The result and the next job are stored in one transaction.
 *
 * Input `attempt` is the delivery's attempt count when the job was queued: a job whose count
 * is behind the record's (an attempt already made by another job) sends nothing. Delivery is
 * at least once: a process stopped after the receiver answered but before the result was
 * stored sends the same message id again when its job is released (src/mail/release-stale.ts).
 */
import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type PayloadRequest,
  type TaskConfig,
} from 'payload'

import { getEnv } from '@/env'
import { relationId } from '@/lib/relation-id'

import { WEBHOOK_TASK } from './queue'
import { nextAttemptAt } from './schedule'
import { postWebhook } from './send'
import { REVEAL_SECRET, signWebhook } from './signing'

type Outcome = 'succeeded' | 'failed' | 'gave-up' | 'deleted' | 'superseded'

/** What the log keeps of an error or answer. */
const clip = (text: string, max = 300): string => text.slice(0, max)

/** Stores `data` on the delivery and, with `next`, queues the attempt after `attempts`; one transaction. */
async function record(
  req: PayloadRequest,
  deliveryId: number,
  data: Record<string, unknown>,
  next: { at: number; attempts: number } | null,
): Promise<void> {
  const started = await initTransaction(req)
  try {
    if (next) {
      await req.payload.jobs.queue({
        task: WEBHOOK_TASK,
        input: { deliveryId, attempt: next.attempts },
        waitUntil: new Date(next.at),
        req,
      })
    }
    await req.payload.update({
      collection: 'webhook-deliveries',
      id: deliveryId,
      data,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (started) await commitTransaction(req)
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

/** One attempt of delivery `deliveryId`, expected at attempt count `attempt`. */
export async function attemptDelivery(
  req: PayloadRequest,
  deliveryId: number,
  attempt: number,
): Promise<Outcome> {
  const { payload } = req
  const delivery = await payload.findByID({
    collection: 'webhook-deliveries',
    id: deliveryId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!delivery) return 'deleted'
  if (
    delivery.status === 'succeeded' ||
    delivery.status === 'gave-up' ||
    (delivery.attempts ?? 0) !== attempt
  )
    return 'superseded'
  const hookId = relationId(delivery.webhook)
  const hook = hookId
    ? await payload.findByID({
        collection: 'webhooks',
        id: hookId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        context: { [REVEAL_SECRET]: true },
        req,
      })
    : null
  const now = new Date()
  if (!hook?.enabled || !hook.secret) {
    await record(
      req,
      deliveryId,
      { status: 'gave-up', lastError: 'The webhook was deleted or disabled.', nextAttemptAt: null },
      null,
    )
    return 'gave-up'
  }
  const firstAt = delivery.firstAttemptAt ? Date.parse(delivery.firstAttemptAt) : now.getTime()
  const headers = signWebhook(hook.secret, delivery.messageId, now, delivery.body)
  const attempts = attempt + 1
  const common = {
    attempts,
    firstAttemptAt: new Date(firstAt).toISOString(),
    lastAttemptAt: now.toISOString(),
  }
  let answer: { status: number; excerpt: string } | null = null
  let error: string | null = null
  try {
    answer = await postWebhook(hook.url, headers, delivery.body, {
      allowPrivate: getEnv().WEBHOOKS_ALLOW_PRIVATE,
    })
  } catch (cause) {
    error = clip((cause as Error).message || String(cause))
  }
  const answerFields = answer
    ? { lastStatus: answer.status, lastAnswer: clip(answer.excerpt) }
    : { lastStatus: null, lastAnswer: null }
  if (answer && answer.status >= 200 && answer.status < 300) {
    await record(
      req,
      deliveryId,
      { ...common, ...answerFields, status: 'succeeded', lastError: null, nextAttemptAt: null },
      null,
    )
    return 'succeeded'
  }
  const nextAt = nextAttemptAt(attempts, firstAt, Date.now())
  const lastError = error ?? `The receiver answered ${answer!.status}.`
  await record(
    req,
    deliveryId,
    {
      ...common,
      ...answerFields,
      status: nextAt === null ? 'gave-up' : 'failed',
      lastError,
      nextAttemptAt: nextAt === null ? null : new Date(nextAt).toISOString(),
    },
    nextAt === null ? null : { at: nextAt, attempts },
  )
  return nextAt === null ? 'gave-up' : 'failed'
}

/** The task config registered in payload.config.ts (jobs.tasks). */
export const deliverWebhookTask: TaskConfig<{
  input: { deliveryId: number; attempt: number }
  output: { status: string }
}> = {
  slug: WEBHOOK_TASK,
  label: 'Deliver a webhook',
  inputSchema: [
    { name: 'deliveryId', type: 'number', required: true },
    { name: 'attempt', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  // Receiver failures are scheduled by the handler itself; these retries cover database errors.
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => ({
    output: { status: await attemptDelivery(req, input.deliveryId, input.attempt) },
  }),
}
