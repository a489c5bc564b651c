import { publicContentCollection } from '../public-content'

/** Tiles of the home 'Website Development And Designing Service' strip. */
export const Projects = publicContentCollection({
  slug: 'projects',
  group: 'Home page',
  useAsTitle: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
  ],
})
