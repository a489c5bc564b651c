import type { GlobalConfig } from 'payload'

import { draftGlobalAccess } from '@/access/policies'
import { draftVersions } from '@/collections/drafts'
import { revalidateGlobal } from '@/hooks/revalidate'
import { livePreviewUrl } from '@/lib/preview-paths'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/** The about record: home 'ABOUT OUR BUSINESS' block, counters and /about. */
export const About: GlobalConfig = {
  slug: 'about',
  admin: { group: ADMIN_GROUPS.pages, livePreview: { url: () => livePreviewUrl('about') } },
  access: draftGlobalAccess,
  versions: draftVersions,
  hooks: { afterChange: revalidateGlobal('about') },
  fields: [
    { name: 'about_title', label: 'About title', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'richText', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'work_pair',
          label: 'Work pair (label)',
          type: 'text',
          required: true,
          admin: { description: "Label of the '+' counter." },
        },
        {
          name: 'work_pair_count',
          label: 'Work pair count',
          type: 'number',
          required: true,
          min: 0,
          max: 100000,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'happy_clients',
          label: 'Happy clients (label)',
          type: 'text',
          required: true,
          admin: { description: "Label of the 'k' counter." },
        },
        {
          name: 'happy_clients_count',
          label: 'Happy clients count',
          type: 'number',
          required: true,
          min: 0,
          max: 100000,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'about_image_1',
          label: 'About image 1',
          type: 'upload',
          relationTo: 'media',
          required: true,
        },
        {
          name: 'about_image_2',
          label: 'About image 2',
          type: 'upload',
          relationTo: 'media',
          required: true,
        },
      ],
    },
  ],
}
