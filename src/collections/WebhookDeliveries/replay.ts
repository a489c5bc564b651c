/**
 * Replay of a delivery: POST /api/webhook-deliveries/:id/replay (admins only; docs/operations.md
 * "Webhooks"). The delivery is sent again with the same message id and body, as a new series
 * of attempts (a fresh 24-hour window, the attempt count kept), whatever its status.
 * Answers: 202 `{ id, status: 'pending' }`, 401 signed out, 403 not an admin, 404 no such delivery.
 */
import { commitTransaction, initTransaction, killTransaction, type Endpoint } from 'payload'

import { isAdminUser, type MaybeUser } from '@/access/roles'
import { runNotifications } from '@/mail'

import { WEBHOOK_TASK } from '@/webhooks'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The endpoint registered on the webhook-deliveries collection. */
export const replayDeliveryEndpoint: Endpoint = {
  path: '/:id/replay',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Unauthorized.' }, { status: 401, headers: NO_STORE })
    if (!isAdminUser(req.user as MaybeUser))
      return Response.json({ message: 'Only admins replay deliveries.' }, { status: 403, headers: NO_STORE })
    const id = Number(req.routeParams?.id)
    const delivery = Number.isSafeInteger(id)
      ? await req.payload.findByID({
          collection: 'webhook-deliveries',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    if (!delivery) return Response.json({ message: 'Not found.' }, { status: 404, headers: NO_STORE })
    const started = await initTransaction(req)
    try {
      await req.payload.update({
        collection: 'webhook-deliveries',
        id,
        data: { status: 'pending', firstAttemptAt: null, nextAttemptAt: new Date().toISOString() },
        depth: 0,
        overrideAccess: true,
        req,
      })
      await req.payload.jobs.queue({
        task: WEBHOOK_TASK,
        input: { deliveryId: id, attempt: delivery.attempts ?? 0 },
        req,
      })
      if (started) await commitTransaction(req)
    } catch (error) {
      if (started) await killTransaction(req)
      throw error
    }
    void runNotifications(req.payload)
    return Response.json({ id, status: 'pending' }, { status: 202, headers: NO_STORE })
  },
}
