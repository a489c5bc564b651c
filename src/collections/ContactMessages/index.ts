import type { CollectionConfig } from 'payload'

import { keepCreatedAt, lockFieldsForEditors } from '@/access/field-access'
import { CONTACT_MESSAGE_EDITOR_FIELDS, contactMessageAccess } from '@/access/policies'

import { csvExportEndpoint } from './export-csv'
import { attributionField, deliveryFields, formPageField, MESSAGE_STATUSES, receiptFields } from './fields'
import { queueNotification } from './hooks'

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
    group: 'Inbox',
    useAsTitle: 'subject',
    defaultColumns: [
      'subject',
      'name',
      'email',
      'status',
      'attribution.campaign',
      'spam',
      'spamReason',
      'mailStatus',
      'receivedAt',
    ],
    listSearchableFields: ['name', 'email', 'subject', 'message'],
    description:
      'Newest first. Filter by status, spam or campaign. Opening a message marks it read; its reply link marks it answered.',
    components: { beforeListTable: ['@/collections/ContactMessages/ExportLink#ExportLink'] },
  },
  defaultSort: '-receivedAt',
  // Covers the dashboard's scans of a range of days (leads per week, by campaign and by
  // landing page): read from the index alone, never the messages' rows.
  indexes: [{ fields: ['receivedAt', 'spam', 'attribution.campaign', 'attribution.landingPage'] }],
  access: contactMessageAccess,
  endpoints: [csvExportEndpoint],
  hooks: { beforeValidate: [keepCreatedAt], afterChange: [queueNotification] },
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
      { name: 'name', type: 'text', required: true },
      { name: 'email', type: 'email', required: true },
      { name: 'subject', type: 'text', required: true },
      { name: 'phone_number', type: 'text', required: true },
      { name: 'message', type: 'textarea', required: true },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'new',
        index: true,
        options: [...MESSAGE_STATUSES],
        admin: { position: 'sidebar' },
      },
      attributionField,
      ...receiptFields,
      formPageField,
      ...deliveryFields,
    ],
    CONTACT_MESSAGE_EDITOR_FIELDS,
  ),
}
