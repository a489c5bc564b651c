import { searchIndexed } from '@/hooks/search-index'

import { publicContentCollection } from '../public-content'

/** Services on the home grid and /services. */
export const Services = searchIndexed(
  publicContentCollection({
    slug: 'services',
    group: 'Content',
    useAsTitle: 'title',
    columns: ['short'],
    fields: [
      { name: 'title', type: 'text', required: true },
      {
        name: 'short',
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
      { name: 'image', type: 'upload', relationTo: 'media', required: true },
      {
        name: 'alt',
        type: 'text',
        required: true,
        admin: { description: 'Alt text of the image on this card.' },
      },
      { name: 'description', type: 'richText', required: true },
    ],
  }),
)
