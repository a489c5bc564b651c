import 'server-only'

/**
 * Rich text -> HTML string for the JSON API (about, get_in_touch, description,
 * contact-us, privacy policy and terms are "server HTML").
 *
 * Lexical is rendered with Payload's own converter (`@payloadcms/richtext-lexical/html`)
 * and then sanitized: the API hands this HTML to clients that inject it as-is (the older
 * front end uses innerHTML), so only harmless tags, and links under the site's link rule (src/lib/safe-url.ts), survive.
 */
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'

import { isSafeUrl, SAFE_URL_SCHEMES } from '@/lib/safe-url'

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: SAFE_URL_SCHEMES,
  // A link keeps its href only under the site's link rule (no `//host`, `/\host`, encoded forms).
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs
      return { tagName, attribs: href !== undefined && isSafeUrl(href) ? attribs : rest }
    },
  },
}

/** Sanitized HTML of a stored rich-text value; '' when empty or missing. */
export function richTextToHtml(data: unknown): string {
  const state = data as SerializedEditorState | null | undefined
  if (!state?.root?.children?.length) return ''
  return sanitizeHtml(convertLexicalToHTML({ data: state, disableContainer: true }), SANITIZE)
}
