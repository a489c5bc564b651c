/**
 * Hostile content for the XSS proof: the field tree printed by
 * scripts/content-fields.ts, and a walk that puts an attack into every text, textarea and
 * rich-text value of a stored document while keeping its shape (arrays, groups, blocks, tabs).
 */
import { execFileSync } from 'node:child_process'

import type { Field } from 'payload'

export type FieldNode = {
  name?: string
  type: string
  unique?: boolean
  /** Hidden, virtual or read-only in the admin: set by the system, not typed by an editor. */
  system?: boolean
  fields?: FieldNode[]
  blocks?: Array<{ slug: string; fields: FieldNode[] }>
  tabs?: Array<{ name?: string; fields: FieldNode[] }>
}
export type ContentTree = {
  collections: Array<{ slug: string; fields: FieldNode[] }>
  globals: Array<{ slug: string; fields: FieldNode[] }>
  /** Payload's own collections (`payload-jobs`, `payload-preferences`...): REST paths, no content. */
  systemCollections: string[]
}

/** `field` of the Payload config as a FieldNode (what scripts/content-fields.ts prints). */
export function simplifyField(field: Field): FieldNode {
  const node: FieldNode = { type: field.type }
  if ('name' in field && field.name) node.name = field.name
  if ('unique' in field && field.unique) node.unique = true
  // Written by the system, not by an editor (password hash, upload file name, PayPal ids...).
  if (
    ('hidden' in field && field.hidden) ||
    ('virtual' in field && field.virtual) ||
    (field.admin as { readOnly?: boolean } | undefined)?.readOnly
  )
    node.system = true
  if ('fields' in field && field.fields) node.fields = field.fields.map(simplifyField)
  if (field.type === 'blocks')
    node.blocks = (field.blocks ?? []).map((b) => ({ slug: b.slug, fields: b.fields.map(simplifyField) }))
  if (field.type === 'tabs')
    node.tabs = field.tabs.map((t) => ({
      ...('name' in t && t.name ? { name: t.name } : {}),
      fields: t.fields.map(simplifyField),
    }))
  return node
}

/** What the attacks do when they run: set this global (a dialog would also fail the test). */
export const XSS_MARKER = '__xss'

/**
 * One string with every attack of the issue: a `javascript:` URL (the whole value, in case a
 * field becomes an href), a script element, an `onerror` handler and an attribute break-out
 * into `<svg onload>`.
 */
export const XSS_TEXT = `javascript:window.${XSS_MARKER}=1//"><script>window.${XSS_MARKER}=1</script><img src=x onerror="window.${XSS_MARKER}=1"><svg onload=window.${XSS_MARKER}=1>'-alert(1)-'`

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  mode: 'normal',
  style: '',
  detail: 0,
})
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  ...extra,
})

/**
 * Lexical state: markup in text nodes. Links to `javascript:` URLs are refused when saved, with
 * the whole field, by the site's link rule (src/lib/safe-url.ts; tests/unit/link-rule.test.ts
 * renders them too), so the attack's rich text holds none: the markup must still be stored.
 */
export function xssRichText(): unknown {
  return {
    root: block('root', [
      block('paragraph', [text(XSS_TEXT)], { textFormat: 0, textStyle: '' }),
      block('heading', [text(XSS_TEXT)], { tag: 'h2' }),
      block('quote', [text(XSS_TEXT)]),
    ]),
  }
}

/** Runs scripts/content-fields.ts (the config cannot be imported here: Lexical's top-level await). */
export function readContentTree(env: NodeJS.ProcessEnv = process.env): ContentTree {
  const out = execFileSync('node', ['--conditions=production', 'scripts/run.mjs', 'content-fields'], {
    env,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(out.trim().split('\n').pop()!) as ContentTree
}

type Data = Record<string, unknown>

/** Field types whose stored value is shown as text or HTML (dates, numbers, selects and e-mails are typed). */
const TEXT_TYPES = new Set(['text', 'textarea'])

/**
 * A copy of `data` with every text/textarea value (unique ones excepted: they are keys, such
 * as a package's URL key, not display text; system-set ones too) set to XSS_TEXT and every rich-text value to
 * xssRichText(). Only fields that already hold a value or are top level are written, so
 * array rows and blocks keep their count. Returns the copy and the paths it changed.
 */
export function poison(fields: FieldNode[], data: Data, prefix = ''): { data: Data; paths: string[] } {
  const out: Data = { ...data }
  const paths: string[] = []
  const into = (node: FieldNode, holder: Data) => {
    if (!node.name) {
      // Unnamed row / collapsible / group / tab: children live at this level.
      for (const child of node.fields ?? []) into(child, holder)
      for (const tab of node.tabs ?? []) {
        if (tab.name) nested(tab.name, tab.fields, holder)
        else for (const child of tab.fields) into(child, holder)
      }
      return
    }
    const path = `${prefix}${node.name}`
    // Row ids are text fields too, but keys of the stored rows.
    if (node.system || node.name === 'id') return
    if (TEXT_TYPES.has(node.type) && !node.unique) {
      holder[node.name] = XSS_TEXT
      paths.push(path)
    } else if (node.type === 'richText') {
      holder[node.name] = xssRichText()
      paths.push(path)
    } else if (node.type === 'group' && node.fields) nested(node.name, node.fields, holder)
    else if (node.type === 'array' && Array.isArray(holder[node.name])) {
      holder[node.name] = (holder[node.name] as Data[]).map((row, i) => {
        const result = poison(node.fields ?? [], row, `${path}.${i}.`)
        paths.push(...result.paths)
        return result.data
      })
    } else if (node.type === 'blocks' && Array.isArray(holder[node.name])) {
      holder[node.name] = (holder[node.name] as Data[]).map((row, i) => {
        const schema = node.blocks?.find((b) => b.slug === row.blockType)
        if (!schema) return row
        const result = poison(schema.fields, row, `${path}.${i}.`)
        paths.push(...result.paths)
        return result.data
      })
    }
  }
  const nested = (name: string, children: FieldNode[], holder: Data) => {
    const value = (holder[name] ?? {}) as Data
    const result = poison(children, value, `${prefix}${name}.`)
    holder[name] = result.data
    paths.push(...result.paths)
  }
  for (const field of fields) into(field, out)
  return { data: out, paths }
}

/** Sets `path` (dot-separated, array indexes as numbers) of `target` to its value in `source`. */
export function restorePath(target: Data, source: Data, path: string): void {
  const keys = path.split('.')
  let to: Data = target
  let from: Data | undefined = source
  for (const key of keys.slice(0, -1)) {
    to = to[key] as Data
    from = from?.[key] as Data | undefined
    if (!to) return
  }
  const last = keys[keys.length - 1]!
  to[last] = from?.[last] ?? null
}
