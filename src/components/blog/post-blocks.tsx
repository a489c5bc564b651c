/**
 * Renderers of the blocks a post's text may hold (src/collections/Posts/blocks.ts), for
 * RichText's `blocks`: server-rendered HTML only. A call to action whose stored URL is not
 * safe (src/lib/safe-url.ts) renders without its link.
 */
import type { JSXConverters } from '@payloadcms/richtext-lexical/react'

import { MediaImage } from '@/components/Media/MediaImage'
import { ContentLink } from '@/components/SiteLink/ContentLink'
import type { Media } from '@/payload-types'

import styles from './blog.module.css'

type ImageFields = { image?: number | Media | null; caption?: string | null }
type QuoteFields = { quote?: string | null; attribution?: string | null }
export type CtaFields = {
  heading?: string | null
  text?: string | null
  label?: string | null
  url?: string | null
}

/** A heading, a text and one button; a link whose URL is not safe is left out. */
export function CallToAction({ heading, text, label, url }: CtaFields) {
  return (
    <div className={styles.cta}>
      <h2 className={styles.ctaHeading}>{heading}</h2>
      {text ? <p>{text}</p> : null}
      <ContentLink url={url} className={`button ${styles.ctaButton}`}>
        {label}
      </ContentLink>
    </div>
  )
}

export const postBlockConverters: JSXConverters['blocks'] = {
  image: ({ node }) => {
    const { image, caption } = node.fields as ImageFields
    return (
      <figure className={styles.figure}>
        <MediaImage media={image} size="card" sizes="(min-width: 800px) 720px, 100vw" />
        {caption ? <figcaption>{caption}</figcaption> : null}
      </figure>
    )
  },
  quote: ({ node }) => {
    const { quote, attribution } = node.fields as QuoteFields
    return (
      <figure className={styles.quote}>
        <blockquote>
          <p>{quote}</p>
        </blockquote>
        {attribution ? <figcaption>{attribution}</figcaption> : null}
      </figure>
    )
  },
  callToAction: ({ node }) => <CallToAction {...(node.fields as CtaFields)} />,
}
