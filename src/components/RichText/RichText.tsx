/**
 * Renders stored Lexical rich text as React elements (no raw HTML strings reach the page).
 * Text is escaped by React; a link keeps its `href` only when it is safe (src/lib/safe-url.ts):
 * a `javascript:` or `data:` link stored by anyone renders as its plain text.
 */
import type { ReactNode } from 'react'

import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConverters,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { isSafeUrl } from '@/lib/safe-url'

import styles from './richtext.module.css'

type Props = {
  data: SerializedEditorState | null | undefined
  className?: string
  /** Renderers of the Lexical blocks the field allows, by block slug (e.g. a post's blocks). */
  blocks?: JSXConverters['blocks']
}

type LinkFields = { url?: string | null; newTab?: boolean | null; linkType?: string | null }

/** An external link as Payload renders it, or its text alone when the URL is unsafe. Internal links (no site route per document) render as text too. */
function link(fields: LinkFields, children: ReactNode): ReactNode {
  if (fields.linkType === 'internal' || !isSafeUrl(fields.url)) return <span>{children}</span>
  return (
    <a
      href={fields.url!}
      rel={fields.newTab ? 'noopener noreferrer' : undefined}
      target={fields.newTab ? '_blank' : undefined}
    >
      {children}
    </a>
  )
}

const convertersWith =
  (blocks: JSXConverters['blocks']): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => link(node.fields, nodesToJSX({ nodes: node.children })),
    autolink: ({ node, nodesToJSX }) => link(node.fields, nodesToJSX({ nodes: node.children })),
    blocks,
  })

const converters = convertersWith({})

export function RichText({ data, className, blocks }: Props) {
  if (!data?.root?.children?.length) return null
  return (
    <LexicalRichText
      data={data}
      converters={blocks ? convertersWith(blocks) : converters}
      className={[styles.prose, className].filter(Boolean).join(' ')}
    />
  )
}
