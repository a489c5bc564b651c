/**
 * The renderer of every block of a post's text (`postBlocks`, src/blocks/config.ts): Lexical's
 * `blocks` converters for RichText. Kept apart from the landing-page renderers
 * (./renderers.tsx) so a post's page imports none of them: a page's module graph decides which
 * client islands it loads (the lead form's island would be loaded by every post).
 */
import type { JSXConverters } from '@payloadcms/richtext-lexical/react'

import { CallToAction, type CtaFields } from './CallToAction/CallToAction'
import { PostImage, type ImageFields } from './Image/Image'
import { PostQuote, type QuoteFields } from './Quote/Quote'

export const postBlockConverters: JSXConverters['blocks'] = {
  image: ({ node }) => <PostImage {...(node.fields as ImageFields)} />,
  quote: ({ node }) => <PostQuote {...(node.fields as QuoteFields)} />,
  callToAction: ({ node }) => <CallToAction {...(node.fields as CtaFields)} />,
}
