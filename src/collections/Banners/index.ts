import { publicContentCollection } from '../public-content'

/** Home-page carousel slides (banner_image). */
export const Banners = publicContentCollection({
  slug: 'banners',
  group: 'Home page',
  useAsTitle: 'title',
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'Headline shown over the image.' } },
    { name: 'subtitle', type: 'textarea' },
    { name: 'banner_image', type: 'upload', relationTo: 'media', required: true },
  ],
})
