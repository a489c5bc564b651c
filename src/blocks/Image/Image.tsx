/** The image block of a post's text (./config.ts): the image at the text's width and its caption. */
import { MediaImage } from '@/components/MediaImage/MediaImage'
import type { Media } from '@/payload-types'

import type { PostConverter } from '../shared/types'
import styles from './image.module.css'

/** The fields of a stored image block (Lexical blocks have no generated type). */
export type ImageFields = { image?: number | Media | null; caption?: string | null }

export function PostImage({ image, caption }: ImageFields) {
  return (
    <figure className={styles.figure}>
      <MediaImage media={image} size="card" sizes="(min-width: 800px) 720px, 100vw" />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}

/** Renders the block in a post's text (src/blocks/post-renderers.tsx). */
export const postConverter: PostConverter = ({ node }) => <PostImage {...(node.fields as ImageFields)} />
