import type { Field } from 'payload'

import { validateBannerLinkUrl } from '@/lib/banner-link'

import { publicContentCollection } from '../public-content'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/**
 * The slide's optional call to action: a button under the subtitle, shown when both parts
 * are set (src/components/home/Banners.tsx; `link` of GET /api/banner/get-banner, docs/api.md).
 */
const link: Field = {
  name: 'link',
  label: 'Link',
  type: 'group',
  admin: { description: 'Optional button under the subtitle. Shown when both fields are filled in.' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'label',
          label: 'Label',
          type: 'text',
          maxLength: 40,
          validate: (
            value: string | null | undefined,
            { siblingData }: { siblingData: { url?: string | null } },
          ) =>
            value?.trim() && !siblingData.url ? 'Add the URL the button opens too, or clear the text.' : true,
          admin: { description: 'Button text, e.g. "Get a free quote".' },
        },
        {
          name: 'url',
          label: 'URL',
          type: 'text',
          maxLength: 500,
          validate: (
            value: string | null | undefined,
            { siblingData }: { siblingData: { label?: string | null } },
          ) =>
            value && !siblingData.label?.trim()
              ? 'Add the button text too, or clear the URL.'
              : validateBannerLinkUrl(value),
          admin: { description: 'A page of this site (/contact) or a full https:// address.' },
        },
      ],
    },
  ],
}

/** Home-page carousel slides (banner_image) with an optional link (label and URL). */
export const Banners = publicContentCollection({
  slug: 'banners',
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
