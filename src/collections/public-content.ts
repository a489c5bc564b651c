/**
 * Shape shared by every ordered collection visitors see (banners, testimonials, services,
 * projects, solutions, work categories, packages): drafts and live preview, visitors
 * read published documents only, admins and editors write, sorted by `sortOrder`, and cache
 * revalidation of its own tag on every change. With `scheduled`, editors may also publish and
 * unpublish at a set time (./drafts.ts `scheduledDraftVersions`).
 */
import type { CollectionConfig, Field } from 'payload'

import { publicContentAccess } from '@/access/policies'
import type { AdminGroup } from '@/fields/admin-groups'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateCollection } from '@/hooks/revalidate'
import { livePreviewUrl, type PreviewableTag } from '@/lib/preview-paths'

import { draftVersions, scheduledDraftVersions } from './drafts'

type Options = {
  slug: PreviewableTag
  group: AdminGroup
  useAsTitle: string
  /** Admin list columns besides the title and sort order. */
  columns?: string[]
  labels?: CollectionConfig['labels']
  fields: Field[]
  /** Whether publishing and unpublishing can be scheduled (banners, services, packages). */
  scheduled?: boolean
}

export function publicContentCollection({
  slug,
  group,
  useAsTitle,
  columns = [],
  labels,
  fields,
  scheduled = false,
}: Options): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      group,
      useAsTitle,
      defaultColumns: [useAsTitle, ...columns, 'sortOrder', '_status'],
      livePreview: { url: () => livePreviewUrl(slug) },
    },
    defaultSort: 'sortOrder',
    access: publicContentAccess,
    versions: scheduled ? scheduledDraftVersions : draftVersions,
    hooks: revalidateCollection(slug),
    fields: [...fields, sortOrderField],
  }
}
