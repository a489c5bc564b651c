/**
 * Releases: a named set of document changes that go live together, at a set time or at once
 * (docs/content.md "Releases"). Each item names a document of a draft-enabled collection; its
 * latest draft at the moment of publishing is what goes live. Publishing is all or nothing, in
 * one database transaction (src/collections/Releases/publish.ts); the status and the reason of a failure are
 * the server's to write. Admins and editors only.
 */
import type { CollectionConfig, PayloadRequest } from 'payload'

import { staff } from '@/access/roles'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { RELEASE_COLLECTIONS, RELEASE_STATUSES } from './releasable'
import { cancelReleaseEndpoint, publishReleaseEndpoint } from './endpoints'

import { queueScheduledPublish, statusFromPublishAt } from './hooks'

/** Field access of what only the server writes. */
const serverOnly = { create: () => false, update: () => false }

export const Releases: CollectionConfig = {
  slug: 'releases',
  labels: { singular: 'Release', plural: 'Releases' },
  admin: {
    group: ADMIN_GROUPS.releases,
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'publishAt', 'publishedAt'],
    description:
      'Changes to several documents that go live together: saved as drafts first, then published at once or at a set time.',
  },
  defaultSort: '-updatedAt',
  access: { read: staff, create: staff, update: staff, delete: staff },
  endpoints: [publishReleaseEndpoint, cancelReleaseEndpoint],
  hooks: { beforeChange: [statusFromPublishAt], afterChange: [queueScheduledPublish] },
  fields: [
    {
      name: 'actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/collections/Releases/ReleaseActions.client#ReleaseActions' },
      },
    },
    {
      name: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'E.g. "Spring offer": the campaign these changes belong to.' },
    },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      admin: { description: 'What goes live and why, for the other editors.' },
    },
    {
      name: 'items',
      label: 'Documents',
      type: 'array',
      labels: { singular: 'Document', plural: 'Documents' },
      admin: {
        description:
          'Edit each document and save it as a draft (do not publish it). The release publishes the latest draft of each.',
      },
      fields: [
        {
          name: 'document',
          label: 'Document',
          type: 'relationship',
          relationTo: [...RELEASE_COLLECTIONS],
          // Required of the editor; the server's own saves keep a row whose document was deleted
          // since (the publish names the row instead).
          validate: (value: unknown, { req }: { req: PayloadRequest }) =>
            Boolean(value) || Boolean(req.context.releaseServer) || 'Pick a document, or remove the row.',
        },
        {
          name: 'version',
          label: 'Version',
          type: 'select',
          required: true,
          defaultValue: 'latest-draft',
          options: [{ label: 'Its latest draft, when the release is published', value: 'latest-draft' }],
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: [...RELEASE_STATUSES],
      access: serverOnly,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set by the site: scheduled when saved with a time, then published or failed.',
      },
    },
    {
      name: 'publishAt',
      label: 'Publish at',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Leave empty and use "Publish now" to publish at once.',
      },
    },
    {
      name: 'publishedAt',
      label: 'Published at',
      type: 'date',
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastError',
      label: 'Why it failed',
      type: 'textarea',
      access: serverOnly,
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.lastError),
        description: 'Nothing of the release was published. Fix the named document, then publish again.',
      },
    },
  ],
}
