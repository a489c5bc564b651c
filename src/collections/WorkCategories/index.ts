import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateCollection } from '@/hooks/revalidate'

/** The nine Our Work categories of spec §2, each with an image and two paragraphs. */
export const WorkCategories: CollectionConfig = {
  slug: 'work-categories',
  labels: { singular: 'Work category', plural: 'Work categories' },
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidateCollection('work-categories'),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'paragraph1', label: 'First paragraph', type: 'textarea', required: true },
    { name: 'paragraph2', label: 'Second paragraph', type: 'textarea', required: true },
    sortOrderField,
  ],
}
