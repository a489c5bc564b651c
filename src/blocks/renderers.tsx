/**
 * The renderer of every landing-page block (`pageBlocks`, src/blocks/config.ts):
 * `LAYOUT_RENDERERS`, keyed by the generated block types, so a block type without its renderer
 * (or a renderer without its block) fails the typecheck. A post's blocks have theirs in
 * ./post-renderers.tsx. Every renderer is a server component: HTML only, and only the lead form
 * hydrates (the contact form's island).
 */
import { CallToActionSection } from './CallToAction/CallToAction'
import { Faq } from './Faq/Faq'
import { FeatureGrid } from './FeatureGrid/FeatureGrid'
import { Hero } from './Hero/Hero'
import { LeadForm } from './LeadForm/LeadForm'
import { LogoStrip } from './LogoStrip/LogoStrip'
import { MediaWithCaption } from './MediaWithCaption/MediaWithCaption'
import { PriceTable } from './PriceTable/PriceTable'
import { RichTextBlock } from './RichText/RichText'
import { TestimonialsBlock } from './Testimonials/Testimonials'
import type { LayoutRenderers } from './shared/types'

export const LAYOUT_RENDERERS: LayoutRenderers = {
  hero: Hero,
  richText: RichTextBlock,
  mediaWithCaption: MediaWithCaption,
  featureGrid: FeatureGrid,
  priceTable: PriceTable,
  testimonials: TestimonialsBlock,
  faq: Faq,
  logoStrip: LogoStrip,
  callToAction: CallToActionSection,
  leadForm: LeadForm,
}
