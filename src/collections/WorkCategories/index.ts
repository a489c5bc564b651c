import { publicContentCollection } from '../public-content'

/** The nine Our Work categories, each with an image and two paragraphs. */
export const WorkCategories = publicContentCollection({
  slug: 'work-categories',
  group: 'Content',
  labels: { singular: 'Work category', plural: 'Work categories' },
  useAsTitle: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'paragraph1', label: 'First paragraph', type: 'textarea', required: true },
    { name: 'paragraph2', label: 'Second paragraph', type: 'textarea', required: true },
  ],
})
