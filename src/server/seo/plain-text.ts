import 'server-only'

/**
 * Plain text of a Lexical rich-text value (as stored by Payload), for meta descriptions.
 * Walks the node tree and joins text nodes; block nodes end with a space.
 */
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

function collect(node: LexicalNode, out: string[]): void {
  if (typeof node.text === 'string') out.push(node.text)
  for (const child of node.children ?? []) collect(child, out)
  if (node.children && node.type !== 'link') out.push(' ')
}

/** All text of `value` (a `{ root }` Lexical document, or null), whitespace collapsed. */
export function plainText(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const out: string[] = []
  collect(root, out)
  return out.join('').replace(/\s+/g, ' ').trim()
}

/** `text` cut to at most `max` characters at a word boundary, with '…' when cut. */
export function truncate(text: string, max = 160): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}
