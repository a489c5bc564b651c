import type { CollectionConfig, Field } from 'payload'

import { webhookDeliveryAccess } from '@/access/policies'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { WEBHOOK_EVENT_OPTIONS } from '@/webhooks'

import { replayDeliveryEndpoint } from './replay'

/** A read-only field of the log. */
const readOnly = <F extends Field>(field: F): F =>
  ({ ...field, admin: { ...field.admin, readOnly: true } }) as F

/**
 * The log of outgoing webhook deliveries (src/webhooks/deliver-task.ts writes it): one record
 * per event and webhook, with its message id, status, attempts and the receiver's last answer.
 * Read-only in the admin (admins only); POST /api/webhook-deliveries/:id/replay sends one again.
 */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  labels: { singular: 'Webhook delivery', plural: 'Webhook deliveries' },
  admin: {
    group: ADMIN_GROUPS.site,
    useAsTitle: 'messageId',
    defaultColumns: ['messageId', 'webhook', 'event', 'status', 'attempts', 'lastStatus', 'nextAttemptAt'],
    description:
      'Every event sent to a webhook: failed ones are tried again for 24 hours. Replay sends one again with the same id.',
  },
  defaultSort: '-createdAt',
  access: webhookDeliveryAccess,
  endpoints: [replayDeliveryEndpoint],
  fields: [
    {
      name: 'replay',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/collections/WebhookDeliveries/ReplayButton.client#ReplayButton' },
      },
    },
    readOnly({
      name: 'webhook',
      label: 'Webhook',
      type: 'relationship',
      relationTo: 'webhooks',
      index: true,
      admin: { description: 'Where it is sent.' },
    }),
    readOnly({
      name: 'event',
      label: 'Event',
      type: 'select',
      required: true,
      options: WEBHOOK_EVENT_OPTIONS,
      admin: { description: 'What happened.' },
    }),
    readOnly({
      name: 'messageId',
      label: 'Message id',
      type: 'text',
      required: true,
      unique: true,
      admin: {
        description:
          'The webhook-id header: the same on every attempt and replay, so receivers can drop repeats.',
      },
    }),
    readOnly({
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Delivered', value: 'succeeded' },
        { label: 'Failed, will retry', value: 'failed' },
        { label: 'Gave up', value: 'gave-up' },
      ],
      admin: { position: 'sidebar', description: 'Delivered: the receiver answered 2xx.' },
    }),
    readOnly({
      name: 'attempts',
      label: 'Attempts',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Attempts made so far.' },
    }),
    readOnly({
      name: 'firstAttemptAt',
      label: 'First attempt of this series',
      type: 'date',
      admin: {
        position: 'sidebar',
        description: 'Retries stop 24 hours after it. A replay starts a new series.',
        date: { pickerAppearance: 'dayAndTime' },
      },
    }),
    readOnly({
      name: 'lastAttemptAt',
      label: 'Last attempt',
      type: 'date',
      admin: {
        position: 'sidebar',
        description: 'When it was last sent.',
        date: { pickerAppearance: 'dayAndTime' },
      },
    }),
    readOnly({
      name: 'nextAttemptAt',
      label: 'Next attempt',
      type: 'date',
      admin: {
        position: 'sidebar',
        description: 'When it is tried again; empty when nothing is planned.',
        date: { pickerAppearance: 'dayAndTime' },
      },
    }),
    readOnly({
      name: 'lastStatus',
      label: 'Last answer status',
      type: 'number',
      admin: {
        description: 'The HTTP status the receiver answered last time; empty when it did not answer.',
      },
    }),
    readOnly({
      name: 'lastAnswer',
      label: 'Last answer (start)',
      type: 'textarea',
      admin: { description: "The first characters of the receiver's last answer." },
    }),
    readOnly({
      name: 'lastError',
      label: 'Last error',
      type: 'textarea',
      admin: {
        description: 'Why the last attempt failed: no answer in time, a refused address, a non-2xx status.',
      },
    }),
    readOnly({
      name: 'body',
      label: 'Body sent',
      type: 'textarea',
      required: true,
      admin: { description: 'The exact JSON sent on every attempt (the signature covers it).' },
    }),
  ],
}
