import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateCollection } from '@/hooks/revalidate'

/** 'WHAT PEOPLE SAY' quotes (spec §3 Testimonial: image, description, title, designation). */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { group: 'Home page', useAsTitle: 'title', defaultColumns: ['title', 'designation', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidateCollection('testimonials'),
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'Name of the person quoted.' } },
    { name: 'designation', type: 'text', required: true, admin: { description: 'Role and company.' } },
    { name: 'description', type: 'textarea', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    sortOrderField,
  ],
}
