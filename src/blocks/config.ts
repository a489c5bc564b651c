/**
 * The blocks an editor places, by where (docs/content.md "Landing pages"): a landing page's
 * layout (`pageBlocks`, in the order of the admin's picker) and a post's text (`postBlocks`,
 * Lexical's BlocksFeature). Each block is a folder of src/blocks: its `config.ts` here, its
 * renderer in src/blocks/renderers.tsx. This module is CMS schema: it imports no renderer.
 */
import type { Block } from 'payload'

import { callToActionBlock } from './CallToAction/config'
import { faqBlock } from './Faq/config'
import { featureGridBlock } from './FeatureGrid/config'
import { heroBlock } from './Hero/config'
import { imageBlock } from './Image/config'
import { leadFormBlock } from './LeadForm/config'
import { logoStripBlock } from './LogoStrip/config'
import { mediaBlock } from './MediaWithCaption/config'
import { priceTableBlock } from './PriceTable/config'
import { quoteBlock } from './Quote/config'
import { richTextBlock } from './RichText/config'
import { testimonialsBlock } from './Testimonials/config'

export const pageBlocks: Block[] = [
  heroBlock,
  richTextBlock,
  mediaBlock,
  featureGridBlock,
  priceTableBlock,
  testimonialsBlock,
  faqBlock,
  logoStripBlock,
  callToActionBlock(true),
  leadFormBlock,
]

export const postBlocks: Block[] = [imageBlock, quoteBlock, callToActionBlock(false)]
