import { publicContentCollection } from '../public-content'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/** The nine Our Work categories, each with an image and two paragraphs. */
export const WorkCategories = publicContentCollection({
  slug: 'work-categories',
  group: ADMIN_GROUPS.offer,
  labels: { singular: 'Work category', plural: 'Work categories' },
  useAsTitle: 'name',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
    { name: 'paragraph1', label: 'First paragraph', type: 'textarea', required: true },
    { name: 'paragraph2', label: 'Second paragraph', type: 'textarea', required: true },
  ],
})
