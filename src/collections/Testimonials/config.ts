import { publicContentCollection } from '../public-content'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/** 'WHAT PEOPLE SAY' quotes (image, description, title, designation). */
export const Testimonials = publicContentCollection({
  slug: 'testimonials',
  group: ADMIN_GROUPS.home,
  useAsTitle: 'title',
  columns: ['designation'],
  fields: [
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      admin: { description: 'Name of the person quoted.' },
    },
    {
      name: 'designation',
      label: 'Role and company',
      type: 'text',
      required: true,
      admin: { description: 'Role and company.' },
    },
    { name: 'description', label: 'Description', type: 'textarea', required: true },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
  ],
})
