/**
 * Minimal builders for Lexical rich-text documents (the JSON shape Payload's lexical
 * editor stores), used to seed rich-text fields with real content.
 * Shape source: @payloadcms/richtext-lexical SerializedEditorState.
 */
import type { About } from '@/payload-types'

/** A stored rich-text value, as the generated types describe it. */
export type RichTextDoc = About['description']

type Node = Record<string, unknown>

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

/** A run of plain (or bold) text. */
export const text = (value: string, bold = false): Node => ({
  type: 'text',
  text: value,
  format: bold ? 1 : 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

/** An external link around `label`. */
export const link = (label: string, url: string): Node => ({
  ...base,
  type: 'link',
  version: 3,
  fields: { url, newTab: false, linkType: 'custom' },
  children: [text(label)],
})

const inline = (parts: Array<string | Node>) => parts.map((p) => (typeof p === 'string' ? text(p) : p))

export const paragraph = (...parts: Array<string | Node>): Node => ({
  ...base,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: inline(parts),
})

export const heading = (tag: 'h2' | 'h3' | 'h4', value: string): Node => ({
  ...base,
  type: 'heading',
  tag,
  children: [text(value)],
})

export const bulletList = (items: string[]): Node => ({
  ...base,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(item)] })),
})

let blockCount = 0

/**
 * A Lexical block (BlocksFeature) of type `blockType` with its `fields`, e.g. a post's quote
 * (src/blocks/config.ts `postBlocks`). Upload fields hold the media id.
 */
export const block = (blockType: string, fields: Record<string, unknown>): Node => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: `seed-block-${++blockCount}`, blockName: '', blockType, ...fields },
})

/** Wraps block nodes into a document. */
export function doc(...children: Node[]): RichTextDoc {
  return { root: { ...base, type: 'root', children } } as RichTextDoc
}
