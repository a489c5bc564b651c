/**
 * The rich-text editor of every rich-text field (Payload's Lexical with its default features),
 * with its link feature held to the site's link rule (src/lib/safe-url.ts): a link's URL that is
 * not a path of this site, #section, an https://, mailto: or tel: address is refused with a
 * field error when saved, as every other link field refuses it. `extra`: blocks features a field
 * adds (a post's blocks).
 */
import { type BlocksFeature, lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'
import type { FieldAffectingData, TextFieldSingleValidation } from 'payload'

import { LINK_MESSAGE, validateContentLink } from '@/lib/safe-url'

/** A rich-text link's URL: required unless the link points to a document (`linkType` internal). */
export const validateLinkUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as { linkType?: string } | undefined)?.linkType === 'internal') return true
  return value ? validateContentLink(value) : LINK_MESSAGE
}

const withLinkRule = <F extends FieldAffectingData>(field: F): F =>
  field.name === 'url' && field.type === 'text' ? { ...field, validate: validateLinkUrl } : field

/** Lexical's link feature with the site's link rule on its URL. */
export const siteLinkFeature = LinkFeature({
  fields: ({ defaultFields }) => defaultFields.map(withLinkRule),
})

/** The site's rich-text editor, with `extra` features after the defaults. */
export function richTextEditor(extra: ReturnType<typeof BlocksFeature>[] = []) {
  return lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((feature) => feature.key !== 'link'),
      siteLinkFeature,
      ...extra,
    ],
  })
}
