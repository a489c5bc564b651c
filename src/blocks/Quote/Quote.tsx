/** The quote block of a post's text (./config.ts): the quotation and, when given, who said it. */
import type { PostConverter } from '../shared/types'
import styles from './quote.module.css'

/** The fields of a stored quote block (Lexical blocks have no generated type). */
export type QuoteFields = { quote?: string | null; attribution?: string | null }

export function PostQuote({ quote, attribution }: QuoteFields) {
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      {attribution ? <figcaption>{attribution}</figcaption> : null}
    </figure>
  )
}

/** Renders the block in a post's text (src/blocks/post-renderers.tsx). */
export const postConverter: PostConverter = ({ node }) => <PostQuote {...(node.fields as QuoteFields)} />
