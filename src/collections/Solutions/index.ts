import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateCollection } from '@/hooks/revalidate'

/** 'Solutions That Make The World Revolve' grid (spec §3 Solution). */
export const Solutions: CollectionConfig = {
  slug: 'solutions',
  admin: { group: 'Home page', useAsTitle: 'title', defaultColumns: ['title', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidateCollection('solutions'),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    sortOrderField,
  ],
}
