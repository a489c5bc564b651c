/**
 * Shape shared by every ordered collection visitors see (banners, testimonials, services,
 * projects, solutions, work categories, packages): drafts and live preview, visitors
 * read published documents only, admins and editors write, sorted by `sortOrder`, and cache
 * revalidation of its own tag on every change.
 */
import type { CollectionConfig, Field } from 'payload'

import { publicContentAccess } from '@/access/policies'
import type { AdminGroup } from '@/fields/admin-groups'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateCollection } from '@/hooks/revalidate'
import { livePreviewUrl, type PreviewableTag } from '@/lib/preview-paths'

import { draftVersions } from './drafts'

type Options = {
  slug: PreviewableTag
  group: AdminGroup
  useAsTitle: string
  /** Admin list columns besides the title and sort order. */
  columns?: string[]
  labels?: CollectionConfig['labels']
  fields: Field[]
}

export function publicContentCollection({
  slug,
  group,
  useAsTitle,
  columns = [],
  labels,
  fields,
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
    versions: draftVersions,
    hooks: revalidateCollection(slug),
    fields: [...fields, sortOrderField],
  }
}
