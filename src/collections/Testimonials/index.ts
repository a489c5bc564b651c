import { publicContentCollection } from '../public-content'

/** 'WHAT PEOPLE SAY' quotes (image, description, title, designation). */
export const Testimonials = publicContentCollection({
  slug: 'testimonials',
  group: 'Home page',
  useAsTitle: 'title',
  columns: ['designation'],
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'Name of the person quoted.' } },
    { name: 'designation', type: 'text', required: true, admin: { description: 'Role and company.' } },
    { name: 'description', type: 'textarea', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
  ],
})
