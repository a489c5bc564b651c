import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { webhookAccess } from '@/access/policies'
import { adminsField } from '@/access/roles'
import { getEnv } from '@/env'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { checkReceiver, ReceiverRefused, WEBHOOK_EVENT_OPTIONS } from '@/webhooks'

import { hideSecret, keepSecret, secretDefault, validateSecret } from './secret'

/** The receiver URL: https and a public address (src/webhooks/address-guard.ts), checked on save. */
const validateUrl: TextFieldSingleValidation = async (value) => {
  if (!value) return 'Enter the receiver URL.'
  try {
    await checkReceiver(value, getEnv().WEBHOOKS_ALLOW_PRIVATE)
    return true
  } catch (error) {
    if (error instanceof ReceiverRefused) return error.message
    throw error
  }
}

/**
 * Outgoing webhooks (src/webhooks; docs/operations.md "Webhooks"): where the site POSTs its
 * events, signed with the webhook's secret (readable once: ./secret.ts). Admins only: the
 * secrets and the receivers are theirs (src/access/policies.ts).
 */
export const Webhooks: CollectionConfig = {
  slug: 'webhooks',
  labels: { singular: 'Webhook', plural: 'Webhooks' },
  admin: {
    group: ADMIN_GROUPS.site,
    useAsTitle: 'name',
    defaultColumns: ['name', 'url', 'events', 'preset', 'enabled'],
    description:
      'Send each new lead or paid order to another tool (a CRM, Slack, Zapier). Deliveries are listed under Webhook deliveries.',
  },
  access: webhookAccess,
  fields: [
    {
      name: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      admin: {
        description: 'For you: which tool receives these events, such as "HubSpot" or "Sales channel".',
      },
    },
    {
      name: 'url',
      label: 'Receiver URL',
      type: 'text',
      required: true,
      validate: validateUrl,
      admin: {
        description:
          'The https address the tool gave you. Private and local network addresses are refused. Redirects are not followed.',
      },
    },
    {
      name: 'events',
      label: 'Events',
      type: 'select',
      hasMany: true,
      required: true,
      options: WEBHOOK_EVENT_OPTIONS,
      admin: {
        description: 'What is sent. A lead is a contact message that is not spam, including leads to review.',
      },
    },
    {
      name: 'preset',
      label: 'Message format',
      type: 'select',

      defaultValue: 'standard',
      options: [
        { label: 'Standard Webhooks JSON', value: 'standard' },
        { label: 'Slack-compatible message', value: 'slack' },
      ],
      admin: {
        description:
          'Standard Webhooks JSON suits CRMs and automation tools. Slack-compatible sends a short summary to a Slack incoming webhook.',
      },
    },
    {
      name: 'enabled',
      label: 'Enabled',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick to stop sending. Deliveries not yet made give up.' },
    },
    {
      name: 'secret',
      label: 'Signing secret',
      type: 'text',
      defaultValue: secretDefault,
      validate: validateSecret,
      access: { read: adminsField, update: adminsField, create: adminsField },
      hooks: { beforeValidate: [keepSecret], beforeChange: [keepSecret], afterRead: [hideSecret] },
      admin: {
        description:
          'Every request is signed with this secret (Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature headers). Copy it into the receiving tool now: once saved, it is shown only as whsec_… and its last 4 characters. To change it, paste a new whsec_ secret.',
      },
    },
  ],
}
