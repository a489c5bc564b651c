import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateCollection } from '@/hooks/revalidate'

/** Home-page carousel slides (spec §3 Banner: banner_image). */
export const Banners: CollectionConfig = {
  slug: 'banners',
  admin: { group: 'Home page', useAsTitle: 'title', defaultColumns: ['title', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidateCollection('banners'),
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'Headline shown over the image.' } },
    { name: 'subtitle', type: 'textarea' },
    { name: 'banner_image', type: 'upload', relationTo: 'media', required: true },
    sortOrderField,
  ],
}
