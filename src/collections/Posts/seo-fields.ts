import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import type { Field } from 'payload'

/**
 * The `meta` group of a document with its own page: title, description and share image from
 * @payloadcms/plugin-seo's field builders (counters, a search-result preview and an overview of
 * what is missing), as the SEO global uses. Empty fields use the defaults made from the
 * document (src/server/seo/metadata.ts).
 */
export function metaFields(): Field {
  return {
    name: 'meta',
    label: 'SEO',
    type: 'group',
    admin: { description: 'Leave empty to use the title, the excerpt and the hero image.' },
    fields: [
      OverviewField({
        titlePath: 'meta.title',
        descriptionPath: 'meta.description',
        imagePath: 'meta.image',
      }),
      MetaTitleField({ overrides: { label: 'Title in search results', localized: false, maxLength: 70 } }),
      MetaDescriptionField({
        overrides: { label: 'Description in search results', localized: false, maxLength: 200 },
      }),
      MetaImageField({ relationTo: 'media', overrides: { localized: false } }),
      PreviewField({ titlePath: 'meta.title', descriptionPath: 'meta.description' }),
    ],
  }
}
