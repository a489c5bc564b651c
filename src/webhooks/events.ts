/**
 * What outgoing webhooks send: the events, the stable message id of an event for one
 * endpoint, and the body of each preset. Pure.
 *
 * - `standard`: Standard Webhooks JSON, `{ type, timestamp, data }`; `timestamp` is when the
 *   event happened (the same on every attempt).
 * - `slack`: a Slack incoming-webhook message, `{ text }`, with `&`, `<` and `>` escaped as
 *   Slack asks, so visitor text cannot make links or mentions.
 */
import type { ContactMessage, Order } from '@/payload-types'
import { toMoney } from '@/lib/money'

/** Events a webhook subscribes to. */
export const WEBHOOK_EVENTS = ['lead.created', 'order.completed'] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** Labels of the events in the admin. */
export const WEBHOOK_EVENT_OPTIONS = [
  { label: 'A lead is received (lead.created)', value: 'lead.created' },
  { label: 'An order is paid (order.completed)', value: 'order.completed' },
] satisfies Array<{ label: string; value: WebhookEvent }>

/** Body presets. */
export const WEBHOOK_PRESETS = ['standard', 'slack'] as const
export type WebhookPreset = (typeof WEBHOOK_PRESETS)[number]

/** A lead or an order, as the event carries it. */
export type EventRecord =
  { event: 'lead.created'; doc: ContactMessage } | { event: 'order.completed'; doc: Order }

/**
 * The message id of `record`'s event for webhook `webhookId`: the same on every attempt and
 * replay, distinct per event, record (its id and creation time, so a reset database's reused
 * ids differ) and endpoint. Characters: `[a-z0-9_.-]`.
 */
export function webhookMessageId(record: EventRecord, webhookId: number | string): string {
  const created = Date.parse(record.doc.createdAt)
  return `msg_${record.event}_${record.doc.id}_${Number.isFinite(created) ? created : 0}_${webhookId}`
}

/** The admin page of `record` on the site at `serverUrl`. */
const adminUrl = (serverUrl: string, record: EventRecord): string =>
  `${serverUrl}/admin/collections/${record.event === 'lead.created' ? 'contact-messages' : 'orders'}/${record.doc.id}`

/** The `data` of the Standard Webhooks JSON body. */
function eventData(record: EventRecord, serverUrl: string): Record<string, unknown> {
  const link = adminUrl(serverUrl, record)
  if (record.event === 'lead.created') {
    const m = record.doc
    return {
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone_number,
      subject: m.subject,
      message: m.message,
      receivedAt: m.receivedAt ?? m.createdAt,
      toReview: m.review === 'to-review',
      attribution: m.attribution ?? {},
      adminUrl: link,
    }
  }
  const o = record.doc
  return {
    id: o.id,
    packageKey: o.packageKey,
    amount: toMoney(o.amount),
    currency: o.currency,
    payerName: o.payerName ?? null,
    payerEmail: o.payerEmail ?? null,
    paypalOrderId: o.paypalOrderId ?? null,
    captureId: o.captureId ?? null,
    adminUrl: link,
  }
}

/** Escapes text for Slack's message formatting (`&`, `<`, `>`). */
export const slackEscape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The one-message summary of `record` for Slack. */
function slackText(record: EventRecord, serverUrl: string): string {
  const link = `<${adminUrl(serverUrl, record)}|Open in the admin>`
  if (record.event === 'lead.created') {
    const m = record.doc
    const flag = m.review === 'to-review' ? ' (to review: sent very fast)' : ''
    return [
      `*New lead${flag}:* ${slackEscape(m.subject)}`,
      `From ${slackEscape(m.name)} (${[m.email, m.phone_number]
        .filter(Boolean)
        .map((part) => slackEscape(part!))
        .join(', ')})`,
      `>${slackEscape(m.message.slice(0, 1000)).replace(/\n/g, '\n>')}`,
      link,
    ].join('\n')
  }
  const o = record.doc
  const payer = o.payerName || o.payerEmail ? ` by ${slackEscape(o.payerName ?? o.payerEmail ?? '')}` : ''
  return `*Order paid:* ${slackEscape(o.packageKey)} (${toMoney(o.amount)} ${slackEscape(o.currency)})${payer}\n${link}`
}

/** The body `preset` sends for `record` (`at`: when the event happened). */
export function webhookBody(record: EventRecord, preset: WebhookPreset, serverUrl: string, at: Date): string {
  if (preset === 'slack') return JSON.stringify({ text: slackText(record, serverUrl) })
  return JSON.stringify({
    type: record.event,
    timestamp: at.toISOString(),
    data: eventData(record, serverUrl),
  })
}
