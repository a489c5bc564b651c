import { linkField } from '@/fields/link'

import { publicContentCollection } from '../public-content'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/**
 * The slide's optional call to action: a button under the subtitle, shown when its text is set
 * and its link leads somewhere (src/lib/banner-link.ts; `link` of GET /api/banner/get-banner,
 * docs/api.md). With a text, the link is required.
 */
const link = linkField({
  name: 'link',
  label: 'Button',
  required: 'withLabel',
  description: 'Optional button under the subtitle.',
  before: [
    {
      name: 'label',
      label: 'Button text',
      type: 'text',
      maxLength: 40,
      admin: { description: 'E.g. "Get a free quote". Leave empty for no button.' },
    },
  ],
})

/** Home-page carousel slides (banner_image) with an optional button (text and link). */
export const Banners = publicContentCollection({
  slug: 'banners',
  scheduled: true,
  group: ADMIN_GROUPS.home,
  useAsTitle: 'title',
  fields: [
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      admin: { description: 'Headline shown over the image.' },
    },
    { name: 'subtitle', label: 'Subtitle', type: 'textarea' },
    { name: 'banner_image', label: 'Banner image', type: 'upload', relationTo: 'media', required: true },
    link,
  ],
})
