import type { GlobalConfig } from 'payload'

import { draftGlobalAccess } from '@/access/policies'
import { draftVersions } from '@/collections/drafts'
import { revalidateGlobal } from '@/hooks/revalidate'
import { livePreviewUrl } from '@/lib/preview-paths'

/** The about record: home 'ABOUT OUR BUSINESS' block, counters and /about. */
export const About: GlobalConfig = {
  slug: 'about',
  admin: { group: 'Site', livePreview: { url: () => livePreviewUrl('about') } },
  access: draftGlobalAccess,
  versions: draftVersions,
  hooks: { afterChange: revalidateGlobal('about') },
  fields: [
    { name: 'about_title', type: 'text', required: true },
    { name: 'description', type: 'richText', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'work_pair',
          type: 'text',
          required: true,
          admin: { description: "Label of the '+' counter." },
        },
        { name: 'work_pair_count', type: 'number', required: true, min: 0, max: 100000 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'happy_clients',
          type: 'text',
          required: true,
          admin: { description: "Label of the 'k' counter." },
        },
        { name: 'happy_clients_count', type: 'number', required: true, min: 0, max: 100000 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'about_image_1', type: 'upload', relationTo: 'media', required: true },
        { name: 'about_image_2', type: 'upload', relationTo: 'media', required: true },
      ],
    },
  ],
}
