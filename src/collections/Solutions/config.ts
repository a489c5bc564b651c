import { publicContentCollection } from '../public-content'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/** 'Solutions That Make The World Revolve' grid. */
export const Solutions = publicContentCollection({
  slug: 'solutions',
  group: ADMIN_GROUPS.home,
  useAsTitle: 'title',
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea', required: true },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
  ],
})
