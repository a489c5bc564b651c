import type { CollectionConfig } from 'payload'

import { orderAccess } from '@/access/policies'

import { eventsField, ORDER_STATUS_OPTIONS, paypalFields, promotionFields } from './fields'
import { queueOrderMail } from './hooks'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { attributionField } from '@/fields/attribution'

/**
 * Package payments: one row per PayPal order the server created
 * for /payment/{key}. Written only by src/server/payments (local API, access overridden);
 * read-only in the admin for editors, only admins change or delete orders. `amount` is the
 * price charged: the package's stored price when the order was made, less the promotion that
 * applied then (`promotionId`, `promotionTitle`, `amountOff`; src/lib/promotions.ts); toward PayPal it is always the two-decimal string
 * of toMoney() ("599.00", USD), and PayPal's answers are compared with that string exactly.
 * `attribution` is the buyer's campaign cookie when the order was created, as contact messages
 * record it: the traffic summary counts paid orders and revenue by it (src/server/analytics/summary.ts).
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    group: ADMIN_GROUPS.inbox,
    useAsTitle: 'packageKey',
    defaultColumns: ['packageKey', 'amount', 'status', 'payerEmail', 'createdAt'],
    listSearchableFields: ['packageKey', 'paypalOrderId', 'captureId', 'payerEmail'],
  },
  defaultSort: '-createdAt',
  access: orderAccess,
  hooks: { afterChange: [queueOrderMail] },
  fields: [
    {
      name: 'packageKey',
      label: 'Package key',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      // Dollars as PayPal was sent them: two decimals via toMoney() (src/lib/money.ts).
      name: 'amount',
      label: 'Amount',
      type: 'number',
      required: true,
      min: 0,
      admin: { readOnly: true, description: 'Amount charged, in the currency below.' },
    },
    {
      name: 'currency',
      label: 'Currency',
      type: 'text',
      required: true,
      defaultValue: 'USD',
      admin: { readOnly: true },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'created',
      index: true,
      options: ORDER_STATUS_OPTIONS,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Set by the server when a signed PayPal event named this order but not its payment
      // (another PayPal order id, amount or capture): see src/server/payments/webhook.ts.
      name: 'reviewNeeded',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: 'Needs review',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'A PayPal event named this order but did not match its payment: see the history.',
      },
    },
    {
      // Keyed hash of the client that created the order (src/lib/client.ts hashIp):
      // caps the unpaid orders one client may hold (src/server/payments/create-order.ts).
      name: 'clientHash',
      label: 'Client hash',
      type: 'text',
      index: true,
      admin: { readOnly: true, hidden: true },
    },
    attributionField('buyer'),
    ...promotionFields,
    ...paypalFields,
    eventsField,
  ],
}
