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

/** What the admin shows for each order state (the API keeps the values above). */
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({
  value,
  label: {
    created: 'Created, awaiting the buyer',
    approved: 'Approved by the buyer',
    completed: 'Paid',
    pending: 'Payment pending at PayPal',
    declined: 'Declined',
    failed: 'Failed',
    refunded: 'Refunded',
  }[value],
}))

const readOnly = { readOnly: true } as const

/** What PayPal told us: ids, payer, and the idempotency keys we sent (all written by the server). */
export const paypalFields: Field[] = [
  {
    name: 'paypalOrderId',
    label: 'PayPal order ID',
    type: 'text',
    unique: true,
    index: true,
    admin: { ...readOnly, description: 'PayPal order id (Orders v2).' },
  },
  { name: 'captureId', label: 'PayPal capture ID', type: 'text', index: true, admin: readOnly },
  { name: 'payerEmail', label: 'Payer email', type: 'text', admin: readOnly },
  { name: 'payerName', label: 'Payer name', type: 'text', admin: readOnly },
  {
    name: 'requestId',
    label: 'Request ID',
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
    label: 'Capture request ID',
    type: 'text',
    admin: { ...readOnly, description: 'PayPal-Request-Id of the latest capture call.' },
  },
  {
    // Set by the one request allowed to capture (conditional UPDATE, see src/server/payments/claim.ts).
    name: 'captureClaimedAt',
    label: 'Capture claimed at',
    type: 'date',
    admin: { ...readOnly, hidden: true },
  },
]

/** Append-only history: each API answer and webhook event that touched the order. */
export const eventsField: Field = {
  name: 'events',
  label: 'Events',
  type: 'array',
  admin: { readOnly: true, initCollapsed: true },
  fields: [
    {
      name: 'at',
      label: 'At',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'type', label: 'Type', type: 'text', required: true },
    { name: 'status', label: 'Status', type: 'text' },
    { name: 'paypalEventId', label: 'PayPal event ID', type: 'text', index: true },
    { name: 'detail', label: 'Detail', type: 'text' },
  ],
}

/**
 * The promotion the order was charged with (src/lib/promotions.ts), written by the server when
 * the order is created: the promotion's id (a number, not a relationship: an order outlives a
 * deleted promotion), its title then, and the dollars taken off the package's stored price
 * (`amount` is what was charged). Empty for an order at the full price.
 */
export const promotionFields: Field[] = [
  {
    name: 'promotionId',
    label: 'Promotion ID',
    type: 'number',
    index: true,
    admin: { readOnly: true, description: 'Id of the promotion applied when the order was created, if any.' },
  },
  {
    name: 'promotionTitle',
    label: 'Promotion title then',
    type: 'text',
    admin: { readOnly: true, description: 'Kept if the promotion is renamed or deleted.' },
  },
  {
    name: 'amountOff',
    label: 'Amount off',
    type: 'number',
    min: 0,
    admin: { readOnly: true, description: 'Dollars taken off the package price by the promotion.' },
  },
]
