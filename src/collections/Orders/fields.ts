import type { Field } from 'payload'

/** Our order states; PayPal's own statuses are mapped onto these. */
export const ORDER_STATUSES = [
  'created',
  'approved',
  'completed',
  'pending',
  'declined',
  'failed',
  'refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

const readOnly = { readOnly: true } as const

/** What PayPal told us: ids, payer, and the idempotency keys we sent (all written by the server). */
export const paypalFields: Field[] = [
  {
    name: 'paypalOrderId',
    type: 'text',
    unique: true,
    index: true,
    admin: { ...readOnly, description: 'PayPal order id (Orders v2).' },
  },
  { name: 'captureId', type: 'text', index: true, admin: readOnly },
  { name: 'payerEmail', type: 'text', admin: readOnly },
  { name: 'payerName', type: 'text', admin: readOnly },
  {
    name: 'requestId',
    // Always set by src/server/payments/create-order.ts; nullable in the database so the
    // column could be added to the existing table without rebuilding it.
    type: 'text',
    unique: true,
    admin: {
      ...readOnly,
      description: 'PayPal-Request-Id of the create call: a retry never creates a second PayPal order.',
    },
  },
  {
    name: 'captureRequestId',
    type: 'text',
    admin: { ...readOnly, description: 'PayPal-Request-Id of the latest capture call.' },
  },
  {
    // Set by the one request allowed to capture (conditional UPDATE, see src/server/payments/claim.ts).
    name: 'captureClaimedAt',
    type: 'date',
    admin: { ...readOnly, hidden: true },
  },
]

/** Append-only history: each API answer and webhook event that touched the order. */
export const eventsField: Field = {
  name: 'events',
  type: 'array',
  admin: { readOnly: true, initCollapsed: true },
  fields: [
    { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'type', type: 'text', required: true },
    { name: 'status', type: 'text' },
    { name: 'paypalEventId', type: 'text', index: true },
    { name: 'detail', type: 'text' },
  ],
}
