import { publicContentCollection } from '../public-content'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/** Tiles of the home 'Website Development And Designing Service' strip. */
export const Projects = publicContentCollection({
  slug: 'projects',
  group: ADMIN_GROUPS.home,
  useAsTitle: 'title',
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
  ],
})
