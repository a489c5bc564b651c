/**
 * Renders stored Lexical rich text as React elements (no raw HTML strings reach the page).
 */
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import styles from './richtext.module.css'

type Props = { data: SerializedEditorState | null | undefined; className?: string }

export function RichText({ data, className }: Props) {
  if (!data?.root?.children?.length) return null
  return <LexicalRichText data={data} className={[styles.prose, className].filter(Boolean).join(' ')} />
}
