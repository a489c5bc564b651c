/**
 * Prints the field tree of every collection and global of the Payload config as JSON
 * (`node --conditions=production scripts/run.mjs content-fields`), for tests that must
 * cover every field without listing them (tests/e2e/faults/xss.spec.ts). Reads the
 * config only: no database is opened.
 *
 * Output: `{"collections": [{slug, fields}], "globals": [{slug, fields}]}` where each field
 * is `{name?, type, unique?, system?, fields?, blocks?: [{slug, fields}], tabs?: [{name?, fields}]}`
 * (Payload's field types; containers without a name keep their children at the parent's level).
 */
import type { Field } from 'payload'

import type { FieldNode } from '../tests/helpers/content-fields'
import { fail } from './lib'

function simplify(field: Field): FieldNode {
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
  if ('fields' in field && field.fields) node.fields = field.fields.map(simplify)
  if (field.type === 'blocks')
    node.blocks = (field.blocks ?? []).map((b) => ({ slug: b.slug, fields: b.fields.map(simplify) }))
  if (field.type === 'tabs')
    node.tabs = field.tabs.map((t) => ({
      ...('name' in t && t.name ? { name: t.name } : {}),
      fields: t.fields.map(simplify),
    }))
  return node
}

try {
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  const { default: configPromise } = await import('../src/payload.config')
  const config = await configPromise
  const tree = {
    collections: config.collections
      .filter((c) => !c.slug.startsWith('payload-'))
      .map((c) => ({ slug: c.slug, fields: c.fields.map(simplify) })),
    globals: config.globals.map((g) => ({ slug: g.slug, fields: g.fields.map(simplify) })),
  }
  process.stdout.write(`${JSON.stringify(tree)}\n`)
  process.exit(0)
} catch (error) {
  fail(error)
}
