import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import type { Field } from 'payload'

/**
 * The `meta` group of a document with its own page (posts, case studies, landing pages): title,
 * description and share image from @payloadcms/plugin-seo's field builders (counters, a
 * search-result preview and an overview of what is missing), as the SEO global uses. Empty fields use the defaults made from the
 * document (src/server/seo/metadata.ts). The preview shows the document's public URL and the
 * image's *Auto-generate* fills in the image the page shares (src/globals/Seo/seo-plugin.ts).
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
      shareImageField(),
      PreviewField({ titlePath: 'meta.title', descriptionPath: 'meta.description', hasGenerateFn: true }),
    ],
  }
}

/** The share image: the plugin's upload with *Auto-generate* (the hero or cover image the page already shares). */
function shareImageField(): Field {
  const image = MetaImageField({
    relationTo: 'media',
    hasGenerateFn: true,
    overrides: { label: 'Share image', localized: false },
  })
  return {
    ...image,
    admin: {
      ...image.admin,
      description:
        'Empty: the hero (or cover) image is shared, 1200x630. Auto-generate puts that image here to see or change it.',
    },
  } as Field
}
