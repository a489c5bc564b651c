import { publicContentCollection } from '../public-content'

/** 'Solutions That Make The World Revolve' grid. */
export const Solutions = publicContentCollection({
  slug: 'solutions',
  group: 'Home page',
  useAsTitle: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
  ],
})
