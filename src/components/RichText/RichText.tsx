/**
 * Renders stored Lexical rich text as React elements (no raw HTML strings reach the page).
 * Text is escaped by React; a link keeps its `href` only when it is safe (src/lib/safe-url.ts):
 * a `javascript:` or `data:` link stored by anyone renders as its plain text. A link to a
 * document (the editor's "internal link") leads to its page (src/lib/links.ts `documentPath`),
 * or renders as its text while the document is unreadable (deleted or unpublished).
 *
 * Every node the editor's default features insert renders visibly, as the editor shows it
 * (tests/e2e/rich-text.spec.ts): headings, paragraphs with their alignment and indent (Payload's
 * converter adds them), quotes, links, uploads, horizontal rules, text formats (inline code, …),
 * numbered lists with their numbers, bullet lists, check lists and nested lists, and a relation
 * to another document as its title, linked when it has a public page. List items are valid
 * HTML: `value` only on the items of an `<ol>`.
 */
import type { ReactNode } from 'react'

import type {
  SerializedListItemNode,
  SerializedListNode,
  SerializedRelationshipNode,
} from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConverters,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { documentPath } from '@/lib/links'
import { isSafeUrl } from '@/lib/safe-url'

import styles from './richtext.module.css'

type Props = {
  data: SerializedEditorState | null | undefined
  className?: string
  /** Renderers of the Lexical blocks the field allows, by block slug (e.g. a post's blocks). */
  blocks?: JSXConverters['blocks']
}

type LinkFields = {
  url?: string | null
  newTab?: boolean | null
  linkType?: string | null
  doc?: { relationTo: string; value: unknown } | null
}

/** A link as Payload renders it: to the document's page for an internal link, else to its URL; its text alone when there is no page or the URL is unsafe. */
function link(fields: LinkFields, children: ReactNode): ReactNode {
  const href =
    fields.linkType === 'internal'
      ? fields.doc && documentPath(fields.doc.relationTo, fields.doc.value)
      : isSafeUrl(fields.url) && fields.url
  if (!href) return <span>{children}</span>
  return (
    <a
      href={href}
      rel={fields.newTab ? 'noopener noreferrer' : undefined}
      target={fields.newTab ? '_blank' : undefined}
    >
      {children}
    </a>
  )
}

/** A relation block: the related document's title, linked to its page when it has one. */
function relationship(node: SerializedRelationshipNode): ReactNode {
  const doc =
    typeof node.value === 'object' && node.value ? (node.value as unknown as Record<string, unknown>) : null
  const title = doc && typeof doc.title === 'string' ? doc.title : null
  if (!title) return null
  const path = documentPath(node.relationTo, doc)
  return <p>{path ? <a href={path}>{title}</a> : title}</p>
}

/** A list: `<ol>` for numbered lists, `<ul>` for bullets and check lists. */
function list(node: SerializedListNode, children: ReactNode): ReactNode {
  if (node.listType === 'number') return <ol className={styles.numbered}>{children}</ol>
  return <ul className={node.listType === 'check' ? styles.checklist : styles.bullets}>{children}</ul>
}

/**
 * A list item. An item that only wraps a nested list shows no marker. In a numbered list it keeps
 * its number (`value`); a check list item shows its state as text for every reader.
 */
function listItem(node: SerializedListItemNode, parent: unknown, children: ReactNode): ReactNode {
  const listType = (parent as Partial<SerializedListNode>).listType
  const wrapsList = node.children.some((child) => child.type === 'list')
  const className = wrapsList ? styles.nested : undefined
  if (listType === 'number')
    return (
      <li className={className} value={node.value}>
        {children}
      </li>
    )
  if (listType === 'check' && !wrapsList)
    return (
      <li className={node.checked ? styles.checked : styles.unchecked}>
        <span className="visually-hidden">{node.checked ? 'Done: ' : 'To do: '}</span>
        {children}
      </li>
    )
  return <li className={className}>{children}</li>
}

const convertersWith =
  (blocks: JSXConverters['blocks']): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => link(node.fields, nodesToJSX({ nodes: node.children })),
    autolink: ({ node, nodesToJSX }) => link(node.fields, nodesToJSX({ nodes: node.children })),
    list: ({ node, nodesToJSX }) => list(node, nodesToJSX({ nodes: node.children })),
    listitem: ({ node, parent, nodesToJSX }) => listItem(node, parent, nodesToJSX({ nodes: node.children })),
    relationship: ({ node }) => relationship(node),
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
