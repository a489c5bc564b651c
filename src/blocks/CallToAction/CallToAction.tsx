/**
 * The call to action (./config.ts): a heading, a text and one button, in a landing page's layout
 * and in a post's text. A link that leads nowhere (src/lib/links.ts `resolveLink`: a deleted or
 * unpublished page, a refused address) renders without its button.
 */
import { ContentLink } from '@/components/SiteLink/ContentLink'
import { resolveLink, type StoredLink } from '@/lib/links'

import type { BlockOf, BlockRenderer, PostConverter } from '../shared/types'
import styles from './call-to-action.module.css'

/** The fields of a stored call to action (a post's Lexical block has no generated type). */
export type CtaFields = {
  heading?: string | null
  text?: string | null
  label?: string | null
  link?: StoredLink | null
}

/** A heading, a text and one button; a link that leads nowhere is left out. */
export function CallToAction({ heading, text, label, link }: CtaFields) {
  return (
    <div className={styles.cta}>
      <h2 className={styles.ctaHeading}>{heading}</h2>
      {text ? <p>{text}</p> : null}
      <ContentLink url={resolveLink(link)} className={`button ${styles.ctaButton}`}>
        {label}
      </ContentLink>
    </div>
  )
}

/** The call to action as a section of a landing page's layout. */
export function CallToActionSection({ block }: { block: BlockOf<'callToAction'> }) {
  return (
    <div className="container">
      <CallToAction {...block} />
    </div>
  )
}

/** Renders the block in a landing page's layout (src/blocks/renderers.tsx). */
export const pageRenderer: BlockRenderer<'callToAction'> = CallToActionSection

/** Renders the block in a post's text (src/blocks/post-renderers.tsx). */
export const postConverter: PostConverter = ({ node }) => <CallToAction {...(node.fields as CtaFields)} />
