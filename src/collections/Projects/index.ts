import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateCollection } from '@/hooks/revalidate'

/** Tiles of the home 'Website Development And Designing Service' strip (spec §3 Project). */
export const Projects: CollectionConfig = {
  slug: 'projects',
  admin: { group: 'Home page', useAsTitle: 'title', defaultColumns: ['title', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidateCollection('projects'),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    sortOrderField,
  ],
}
