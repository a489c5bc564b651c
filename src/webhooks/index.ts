/**
 * Outgoing webhooks (docs/security.md "Outgoing webhooks", docs/operations.md "Webhooks"):
 * events of the site (a lead received, an order paid) POSTed to receivers configured in the
 * admin (`webhooks`), signed per Standard Webhooks (signing.ts), through the SSRF guard
 * (address-guard.ts), by the job queue with back-off for 24 hours (deliver-task.ts,
 * schedule.ts), each delivery logged in `webhook-deliveries`.
 *
 * Same layer as src/mail: imported by payload.config.ts and the collections' hooks; it imports
 * nothing from them.
 */
export { checkReceiver, isPublicAddress, ReceiverRefused, urlProblem } from './address-guard'
export { deliverWebhookTask } from './deliver-task'
export { WEBHOOK_EVENT_OPTIONS, WEBHOOK_EVENTS, WEBHOOK_PRESETS, type WebhookEvent } from './events'
export { queueWebhookDeliveries, WEBHOOK_TASK } from './queue'
export { isWebhookSecret, newWebhookSecret, REVEAL_SECRET, signWebhook } from './signing'
