import { searchIndexed } from '@/hooks/search-index'

import { publicContentCollection } from '../public-content'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/** Services on the home grid and /services. */
export const Services = searchIndexed(
  publicContentCollection({
    slug: 'services',
    scheduled: true,
    group: ADMIN_GROUPS.offer,
    useAsTitle: 'title',
    columns: ['short'],
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true },
      {
        name: 'short',
        label: 'Short description',
        type: 'textarea',
        required: true,
        admin: { description: 'One or two sentences for cards.' },
      },
      {
        name: 'image_text',
        label: 'Icon name',
        type: 'text',
        required: true,
        admin: { description: 'Icon shown on the card, e.g. code, search, megaphone, share, cart, palette.' },
      },
      { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
      {
        name: 'alt',
        label: 'Alt text',
        type: 'text',
        required: true,
        admin: { description: 'Alt text of the image on this card.' },
      },
      { name: 'description', label: 'Description', type: 'richText', required: true },
    ],
  }),
)
