/**
 * Prints the field tree of every collection and global of the Payload config as JSON
 * (`node --conditions=production scripts/run.mjs content-fields`), for tests that must
 * cover every field without listing them (tests/e2e/faults/xss.spec.ts). Reads the
 * config only: no database is opened.
 *
 * Output: `{"collections": [{slug, fields}], "globals": [{slug, fields}], "systemCollections":
 * [slug]}` (the last: Payload's own collections, `payload-*`, without fields) where each field
 * is `{name?, type, unique?, system?, fields?, blocks?: [{slug, fields}], tabs?: [{name?, fields}]}`
 * (Payload's field types; containers without a name keep their children at the parent's level).
 */
import { simplifyField as simplify } from '../tests/helpers/content-fields'
import { fail } from './lib'

try {
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  const { default: configPromise } = await import('../src/payload.config')
  const config = await configPromise
  const tree = {
    collections: config.collections
      .filter((c) => !c.slug.startsWith('payload-'))
      .map((c) => ({ slug: c.slug, fields: c.fields.map(simplify) })),
    globals: config.globals.map((g) => ({ slug: g.slug, fields: g.fields.map(simplify) })),
    systemCollections: config.collections.filter((c) => c.slug.startsWith('payload-')).map((c) => c.slug),
  }
  process.stdout.write(`${JSON.stringify(tree)}\n`)
  process.exit(0)
} catch (error) {
  fail(error)
}
