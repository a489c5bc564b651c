import type { CollectionConfig } from 'payload'

import { keepCreatedAt, lockFieldsForEditors } from '@/access/field-access'
import { CONTACT_MESSAGE_EDITOR_FIELDS, contactMessageAccess } from '@/access/policies'

import { csvExportEndpoint } from './export-csv'
import {
  builtFormFields,
  deliveryFields,
  formPageField,
  MESSAGE_STATUS_OPTIONS,
  receiptFields,
  reviewField,
} from './fields'
import { queueLeadWebhooks, queueNotification } from './hooks'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { attributionField, experimentField } from '@/fields/attribution'

/**
 * Messages sent through the contact form (docs/api.md), the admin inbox
 *: newest first, filter by status, mark read/archived, CSV export. Visitors
 * cannot read or write these through Payload's API: api/save_contact stores them.
 * Editors read messages and change only CONTACT_MESSAGE_EDITOR_FIELDS; only admins delete them.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    group: ADMIN_GROUPS.inbox,
    useAsTitle: 'subject',
    defaultColumns: [
      'subject',
      'name',
      'email',
      'status',
      'attribution.campaign',
      'review',
      'spam',
      'mailStatus',
      'receivedAt',
    ],
    listSearchableFields: ['name', 'email', 'subject', 'message'],
    description:
      'Newest first. Filter by status, review, spam or campaign. Opening a message marks it read; its reply link marks it answered.',
    components: { beforeListTable: ['@/collections/ContactMessages/ExportLink#ExportLink'] },
  },
  defaultSort: '-receivedAt',
  // Covers the dashboard's scans of a range of days (leads per week, by campaign and by
  // landing page): read from the index alone, never the messages' rows.
  indexes: [{ fields: ['receivedAt', 'spam', 'attribution.campaign', 'attribution.landingPage'] }],
  access: contactMessageAccess,
  endpoints: [csvExportEndpoint],
  hooks: { beforeValidate: [keepCreatedAt], afterChange: [queueNotification, queueLeadWebhooks] },
  fields: lockFieldsForEditors(
    [
      {
        // Marks the message read when opened; its reply link marks it answered.
        name: 'actions',
        type: 'ui',
        admin: {
          position: 'sidebar',
          components: { Field: '@/collections/ContactMessages/MessageActions.client#MessageActions' },
        },
      },
      { name: 'name', label: 'Name', type: 'text', required: true },
      { name: 'email', label: 'Email', type: 'email', required: true },
      { name: 'subject', label: 'Subject', type: 'text', required: true },
      // Empty for a built form without a phone field.
      { name: 'phone_number', label: 'Phone number', type: 'text' },
      { name: 'message', label: 'Message', type: 'textarea', required: true },
      {
        name: 'status',
        label: 'Status',
        type: 'select',
        required: true,
        defaultValue: 'new',
        index: true,
        options: MESSAGE_STATUS_OPTIONS,
        admin: { position: 'sidebar' },
      },
      reviewField,
      attributionField('sender'),
      experimentField,
      ...receiptFields,
      formPageField,
      ...builtFormFields,
      ...deliveryFields,
    ],
    CONTACT_MESSAGE_EDITOR_FIELDS,
  ),
}
