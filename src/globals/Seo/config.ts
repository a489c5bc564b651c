import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import type { Field, GlobalConfig } from 'payload'

import { publicGlobalAccess } from '@/access/policies'
import { revalidateGlobal } from '@/hooks/revalidate'
import { SEO_PAGES, type SeoPageKey } from '@/contracts/seo-pages'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/**
 * Optional title, description and share image of one page; empty fields use the defaults.
 * Built with @payloadcms/plugin-seo's fields: character counters and a search-result preview
 * (the site has no locales, hence `localized: false`).
 */
function metaGroup(name: SeoPageKey, label: string): Field {
  const image = MetaImageField({ relationTo: 'media', overrides: { localized: false } })
  // The plugin's admin (its upload component) is kept; only the description is added.
  const shareImage: Field = {
    ...image,
    admin: { ...image.admin, description: 'Share image (Open Graph / Twitter); its 1200x630 size is used.' },
  } as Field
  return {
    name,
    label,
    type: 'group',
    admin: { description: 'Leave empty to use the default made from the page content.' },
    fields: [
      MetaTitleField({ overrides: { label: 'Title in search results', localized: false, maxLength: 70 } }),
      MetaDescriptionField({
        overrides: { label: 'Description in search results', localized: false, maxLength: 200 },
      }),
      shareImage,
      PreviewField({ titlePath: `${name}.title`, descriptionPath: `${name}.description` }),
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
  admin: { group: ADMIN_GROUPS.site },
  access: publicGlobalAccess,
  hooks: { afterChange: revalidateGlobal('seo') },
  fields: [
    {
      name: 'default_image',
      label: 'Default share image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Share image of pages without their own (else the first home banner).' },
    },
    ...SEO_PAGES.map((p) => metaGroup(p.key, p.label)),
  ],
}
