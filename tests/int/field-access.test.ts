/**
 * Field-level access against the role table of docs/security.md ("Roles"), read from the file:
 * a generated property (fast-check) over role × collection × field × operation. Each case
 * writes (create, update) or reads one field of one document through the local API as that
 * role (`overrideAccess: false`) and reads the stored document back with access overridden.
 * Fields: every stored scalar field of every collection (text, textarea, email, number, select,
 * checkbox, date; inside groups too), but Payload's `_status` and `updatedAt`. Also the reviewer's REST request.
 */
import fc from 'fast-check'
import type { CollectionSlug, Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContactMessage, User } from '@/payload-types'
import { newWebhookSecret, REVEAL_SECRET } from '@/webhooks'

import { COLLECTION_DATA, COLLECTIONS, pngFile, type TestedCollection } from '../helpers/access-fixtures'
import { migratedPayload } from '../helpers/payload'
import { rest, restLogin } from '../helpers/rest'
import { mayWriteField, readRoleTable, type TableRole } from '../helpers/role-table'

const TABLE = readRoleTable()
const ROLES: TableRole[] = ['visitor', 'editor', 'admin']
const SCALAR = new Set(['text', 'textarea', 'email', 'number', 'select', 'checkbox', 'date'])
// The webhook secret itself (src/collections/Webhooks/secret.ts): reads otherwise get its mask.
const context = { disableRevalidate: true, [REVEAL_SECRET]: true }

/** A stored scalar field: its path from the document (`attribution.campaign`) and its config. */
type Leaf = { path: string[]; field: Field & { name: string; defaultValue?: unknown } }

/** The stored scalar fields of `fields`, looking into groups, rows, collapsibles and tabs. */
function leaves(fields: Field[], prefix: string[] = []): Leaf[] {
  return fields.flatMap((field): Leaf[] => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        leaves(tab.fields, 'name' in tab && tab.name ? [...prefix, tab.name] : prefix),
      )
    const named = 'name' in field && field.name ? field.name : undefined
    if ('virtual' in field && field.virtual) return []
    if (field.type === 'group') return leaves(field.fields, named ? [...prefix, named] : prefix)
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field)
      return leaves(field.fields, prefix)
    // updatedAt: Payload sets it on every write, whoever asks.
    if (!named || !SCALAR.has(field.type) || named.startsWith('_') || named === 'updatedAt') return []
    // Hidden: written by Payload itself (upload sizes, password hashes), no one's to set.
    if (('hidden' in field && field.hidden) || (field.admin as { hidden?: boolean } | undefined)?.hidden)
      return []
    if ('hasMany' in field && field.hasMany) return []
    return [{ path: [...prefix, named], field: field as Leaf['field'] }]
  })
}

const at = (doc: unknown, path: string[]): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string, unknown> | null | undefined)?.[key], doc)

function withValue(data: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]]
  if (rest.length === 0) return { ...data, [head]: value }
  return { ...data, [head]: withValue((data[head] as Record<string, unknown>) ?? {}, rest, value) }
}

/** Text values that pass the field validators of the site (slugs, paths, package keys, links). */
function textValue(name: string, n: number, collection: string): string {
  if (collection === 'webhooks' && name === 'url') return `https://1.1.1.1/changed-${n}`
  if (collection === 'webhooks' && name === 'secret') return newWebhookSecret()
  if (name === 'slug') return `changed-${n}`
  if (name === 'from') return `/changed-${n}`
  if (/url$/i.test(name)) return `/changed-${n}`
  if (name === 'key' || name === 'packageKey') return `changed-${n}`
  return `Changed ${n}`
}

/** A valid value of `leaf` other than `current` (null: the field has no other value). */
function otherValue(leaf: Leaf, current: unknown, n: number, collection: string): unknown {
  const { field } = leaf
  switch (field.type) {
    case 'checkbox':
      return !current
    case 'number':
      return (typeof current === 'number' ? current : 0) + 1 + (n % 5)
    case 'date':
      // A release's publishAt refuses a time in the past (src/collections/Releases/hooks.ts).
      return new Date(
        Date.UTC(collection === 'releases' && field.name === 'publishAt' ? 2100 : 2020, n % 12, 1 + (n % 27)),
      ).toISOString()
    case 'email':
      return `changed-${n}@example.com`
    case 'select': {
      const values = field.options.map((o) => (typeof o === 'string' ? o : o.value))
      return values.find((v) => v !== current) ?? null
    }
    default:
      return textValue(field.name, n, collection)
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/

/** Equal stored values (dates compared as instants; null and missing alike). */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && ISO_DATE.test(a) && ISO_DATE.test(b))
    return Date.parse(a) === Date.parse(b)
  return a === b || (a == null && b == null)
}

let payload: Payload
let media: number
let counter = 0
const users: Partial<Record<TableRole, User>> = {}
const fieldsOf = new Map<string, Leaf[]>()

beforeAll(async () => {
  payload = await migratedPayload()
  media = (
    await payload.create({ collection: 'media', data: { alt: 'Image' }, file: await pngFile(), context })
  ).id
  // Promotions name package 1 (tests/helpers/access-fixtures.ts): the empty database gets it first.
  await payload.create({ collection: 'packages', data: COLLECTION_DATA.packages(0, media) as never, context })
  // Experiments name landing page 1: the empty database gets it first.
  await payload.create({ collection: 'pages', data: COLLECTION_DATA.pages(0, media) as never, context })
  for (const role of ['admin', 'editor'] as const)
    users[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@example.com`, password: 'a-long-password-123', role },
      context,
    })
  for (const collection of COLLECTIONS)
    fieldsOf.set(collection, leaves(payload.collections[collection].config.fields))
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

type Op = 'create' | 'read' | 'update'
type Outcome = 'denied' | 'written' | 'kept' | 'visible'

/** Values a field needs beside it (a banner's button: its text needs a link). */
const COMPLETE: Partial<Record<string, Record<string, unknown>>> = {
  banners: { link: { label: 'Get a quote', type: 'route', route: 'contact' } },
}

/** Base data of a new `collection` document (published where it has drafts). */
function baseData(collection: TestedCollection, n: number): Record<string, unknown> {
  const data = { ...COLLECTION_DATA[collection]!(n, media), ...COMPLETE[collection] }
  const drafts = Boolean(payload.collections[collection].config.versions?.drafts)
  return drafts ? { ...data, _status: 'published' } : data
}

async function createAsServer(collection: CollectionSlug, data: Record<string, unknown>) {
  const file = payload.collections[collection].config.upload ? await pngFile(`f-${counter}.png`) : undefined
  return payload.create({ collection, data: data as never, file, context, draft: false })
}

/** Runs `op` of `leaf` as `role`; what happened to the field. */
async function attempt(collection: TestedCollection, leaf: Leaf, op: Op, role: TableRole): Promise<Outcome> {
  const n = ++counter
  const as = { overrideAccess: false, user: role === 'visitor' ? undefined : users[role], context } as const
  const denied = (error: unknown) => {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404) return 'denied' as const
    throw error
  }
  const stored = (id: number | string) =>
    payload.findByID({ collection, id, depth: 0, overrideAccess: true, context })
  if (op === 'create') {
    const data = baseData(collection, n)
    const value = otherValue(leaf, at(data, leaf.path) ?? leaf.field.defaultValue, n, collection)
    const file = payload.collections[collection].config.upload ? await pngFile(`c-${n}.png`) : undefined
    try {
      const doc = await payload.create({
        collection,
        data: withValue(data, leaf.path, value) as never,
        file,
        ...as,
      })
      return same(at(await stored(doc.id), leaf.path), value) ? 'written' : 'kept'
    } catch (error) {
      return denied(error)
    }
  }
  // Users: an editor's own account is the document its "(self)" grant is about.
  const target =
    collection === 'users' && role === 'editor'
      ? users.editor!
      : await createAsServer(collection, baseData(collection, n))
  const before = at(await stored(target.id), leaf.path)
  if (op === 'read') {
    try {
      const doc = await payload.findByID({ collection, id: target.id, depth: 0, ...as })
      return same(at(doc, leaf.path), before) ? 'visible' : 'kept'
    } catch (error) {
      return denied(error)
    }
  }
  const value = otherValue(leaf, before, n, collection)
  try {
    await payload.update({ collection, id: target.id, data: withValue({}, leaf.path, value) as never, ...as })
  } catch (error) {
    return denied(error)
  }
  const after = at(await stored(target.id), leaf.path)
  if (same(after, value)) return 'written'
  expect(same(after, before), `${collection}.${leaf.path.join('.')} changed to something else`).toBe(true)
  return 'kept'
}

/** What the role table says `op` of `leaf` as `role` does. */
function expected(collection: string, leaf: Leaf, op: Op, role: TableRole): Outcome {
  const row = TABLE.get(collection)
  if (!row) throw new Error(`docs/security.md role table has no row for ${collection}`)
  const grant = row.grants[role][op]
  // "(self)" grants only the caller's own account: a visitor has none, an editor's is the target.
  if (grant === 'none' || (grant === 'self' && role === 'visitor')) return 'denied'
  if (op === 'read') return 'visible'
  return mayWriteField(row, role, leaf.path[0]!) ? 'written' : 'kept'
}

const cases = () =>
  COLLECTIONS.flatMap((collection) =>
    fieldsOf
      .get(collection)!
      .filter((leaf) => leaf.field.type !== 'select' || otherValue(leaf, undefined, 0, collection) !== null)
      .map((leaf) => ({ collection, leaf })),
  )

describe('field-level access (fast-check, against docs/security.md)', () => {
  it('the role table covers every collection', () => {
    for (const collection of COLLECTIONS) expect(TABLE.has(collection), collection).toBe(true)
  })

  it('every write and read of a field does what the role table says', async () => {
    const all = cases()
    expect(all.length).toBeGreaterThan(50)
    const seed = Number(process.env.FUZZ_SEED ?? 40_2026)
    const runs = Number(process.env.FUZZ_RUNS ?? 240)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...all),
        fc.constantFrom<Op>('create', 'read', 'update'),
        fc.constantFrom(...ROLES),
        async ({ collection, leaf }, op, role) => {
          const got = await attempt(collection, leaf, op, role)
          expect(got, `${op} ${collection}.${leaf.path.join('.')} as ${role}`).toBe(
            expected(collection, leaf, op, role),
          )
        },
      ),
      { seed, numRuns: runs, verbose: true },
    )
  }, 600_000)

  it('every lead field but the editor-writable ones is read-only to an editor (each field, local API)', async () => {
    for (const leaf of fieldsOf.get('contact-messages')!)
      for (const op of ['create', 'update'] as const)
        expect(await attempt('contact-messages', leaf, op, 'editor'), `${op} ${leaf.path.join('.')}`).toBe(
          expected('contact-messages', leaf, op, 'editor'),
        )
  })
})

describe("the reviewer's request", () => {
  it('PATCH /api/contact-messages/{id} as an editor changes the status and nothing else', async () => {
    const lead = (await createAsServer('contact-messages', {
      ...COLLECTION_DATA['contact-messages']!(++counter, media),
      spam: false,
      ipHash: 'hash',
      receivedAt: '2026-11-01T10:00:00.000Z',
      attribution: { campaign: 'spring' },
    })) as ContactMessage
    const login = await restLogin('editor@example.com', 'a-long-password-123')
    const { token } = (await login.json()) as { token: string }
    const res = await rest(`/api/contact-messages/${lead.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({
        status: 'archived',
        email: 'attacker@example.com',
        receivedAt: '2020-01-01T00:00:00.000Z',
        ipHash: 'forged',
        mailStatus: 'failed',
        message: 'Rewritten',
        spam: true,
        attribution: { campaign: 'forged', source: 'forged' },
      }),
    })
    expect(res.status).toBe(200)
    const after = await payload.findByID({
      collection: 'contact-messages',
      id: lead.id,
      overrideAccess: true,
    })
    expect(after).toMatchObject({
      status: 'archived',
      email: lead.email,
      receivedAt: lead.receivedAt,
      ipHash: 'hash',
      mailStatus: lead.mailStatus,
      message: lead.message,
      spam: false,
      attribution: { campaign: 'spring' },
    })
    expect(after.attribution?.source ?? null).toBeNull()
  })
})
