import type { Field, GlobalConfig } from 'payload'

import { publicGlobalAccess } from '@/access/policies'
import { revalidateGlobal } from '@/hooks/revalidate'
import { SEO_PAGES, type SeoPageKey } from '@/contracts/seo-pages'

/** Optional title, description and share image of one page; empty fields use the defaults. */
function metaGroup(name: SeoPageKey, label: string): Field {
  return {
    name,
    label,
    type: 'group',
    admin: { description: 'Leave empty to use the default made from the page content.' },
    fields: [
      { name: 'title', type: 'text', maxLength: 70 },
      { name: 'description', type: 'textarea', maxLength: 200 },
      {
        name: 'image',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Share image (Open Graph / Twitter); its 1200x630 size is used.' },
      },
    ],
  }
}

/**
 * Search and share texts per public page: title, description and image shown
 * in search results and link previews. One global rather than fields on every record, so
 * an editor finds every page's snippet in one place.
 */
export const Seo: GlobalConfig = {
  slug: 'seo',
  label: 'SEO',
  admin: { group: 'Site' },
  access: publicGlobalAccess,
  hooks: { afterChange: revalidateGlobal('seo') },
  fields: [
    {
      name: 'default_image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Share image of pages without their own (else the first home banner).' },
    },
    ...SEO_PAGES.map((p) => metaGroup(p.key, p.label)),
  ],
}
