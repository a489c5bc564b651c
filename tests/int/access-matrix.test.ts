/**
 * Every operation on every collection and global, as a visitor, an editor and an admin,
 * through the local API (overrideAccess: false) and Payload's REST handler. The expected table mirrors src/access/policies.ts.
 */
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import {
  COLLECTION_DATA,
  COLLECTIONS,
  GLOBAL_UPDATE,
  GLOBALS,
  pngFile,
  UPDATE_DATA,
  type TestedCollection,
} from '../helpers/access-fixtures'
import { seededPayload } from '../helpers/payload'
import { rest, restLogin } from '../helpers/rest'

type Role = 'visitor' | 'editor' | 'admin'
type Op = 'create' | 'read' | 'update' | 'delete'
/** allow; deny; self = the list holds only the caller's own document. */
type Outcome = 'allow' | 'deny' | 'self'
const ROLES: Role[] = ['visitor', 'editor', 'admin']
const OPS: Op[] = ['create', 'read', 'update', 'delete']

const row = (visitor: string, editor: string, admin: string) => ({ visitor, editor, admin })
const CONTENT = {
  create: row('deny', 'allow', 'allow'),
  read: row('allow', 'allow', 'allow'),
  update: row('deny', 'allow', 'allow'),
  delete: row('deny', 'allow', 'allow'),
}

/** Expected outcome per collection, operation and role. */
const EXPECTED: Record<TestedCollection, Record<Op, Record<Role, string>>> = {
  banners: CONTENT,
  testimonials: CONTENT,
  projects: CONTENT,
  solutions: CONTENT,
  services: CONTENT,
  packages: CONTENT,
  // Promotions decide prices on the server: visitors read none of them.
  promotions: { ...CONTENT, read: row('deny', 'allow', 'allow') },
  // Editors write and publish case studies; only admins delete them.
  'case-studies': { ...CONTENT, delete: row('deny', 'deny', 'allow') },
  // Landing pages: editors write and publish; only admins delete.
  pages: { ...CONTENT, delete: row('deny', 'deny', 'allow') },
  'work-categories': CONTENT,
  media: CONTENT,
  // Blog: editors write and publish; only admins delete.
  posts: { ...CONTENT, delete: row('deny', 'deny', 'allow') },
  categories: { ...CONTENT, delete: row('deny', 'deny', 'allow') },
  'contact-messages': {
    create: row('deny', 'deny', 'allow'),
    read: row('deny', 'allow', 'allow'),
    update: row('deny', 'allow', 'allow'),
    delete: row('deny', 'deny', 'allow'),
  },
  orders: {
    create: row('deny', 'deny', 'allow'),
    read: row('deny', 'allow', 'allow'),
    update: row('deny', 'deny', 'allow'),
    delete: row('deny', 'deny', 'allow'),
  },
  // Releases are the staff's plans: visitors neither see nor change them.
  releases: {
    create: row('deny', 'allow', 'allow'),
    read: row('deny', 'allow', 'allow'),
    update: row('deny', 'allow', 'allow'),
    delete: row('deny', 'allow', 'allow'),
  },
  // Experiments are the staff's: visitors only see the variant the server picks.
  experiments: {
    create: row('deny', 'allow', 'allow'),
    read: row('deny', 'allow', 'allow'),
    update: row('deny', 'allow', 'allow'),
    delete: row('deny', 'allow', 'allow'),
  },
  // Visitors follow redirects (answered by the HTTP server) but cannot list or change them.
  redirects: {
    create: row('deny', 'allow', 'allow'),
    read: row('deny', 'allow', 'allow'),
    update: row('deny', 'allow', 'allow'),
    delete: row('deny', 'allow', 'allow'),
  },
  users: {
    create: row('deny', 'deny', 'allow'),
    read: row('deny', 'self', 'allow'),
    update: row('deny', 'deny', 'allow'),
    delete: row('deny', 'deny', 'allow'),
  },
  // Receivers and their secrets are the admins'.
  webhooks: {
    create: row('deny', 'deny', 'allow'),
    read: row('deny', 'deny', 'allow'),
    update: row('deny', 'deny', 'allow'),
    delete: row('deny', 'deny', 'allow'),
  },
  // The delivery log is written by the job queue only.
  'webhook-deliveries': {
    create: row('deny', 'deny', 'deny'),
    read: row('deny', 'deny', 'allow'),
    update: row('deny', 'deny', 'deny'),
    delete: row('deny', 'deny', 'allow'),
  },
  // Forms are built by staff and read on the server only (the Form block).
  forms: {
    create: row('deny', 'allow', 'allow'),
    read: row('deny', 'allow', 'allow'),
    update: row('deny', 'allow', 'allow'),
    delete: row('deny', 'allow', 'allow'),
  },
  // Visitors' files: created by the form pipeline only, read by staff, deleted by admins.
  'form-uploads': {
    create: row('deny', 'deny', 'deny'),
    read: row('deny', 'allow', 'allow'),
    update: row('deny', 'deny', 'deny'),
    delete: row('deny', 'deny', 'allow'),
  },
  // Jobs hold visitor input and are run by the server only.
  'payload-jobs': {
    create: row('deny', 'deny', 'deny'),
    read: row('deny', 'deny', 'deny'),
    update: row('deny', 'deny', 'deny'),
    delete: row('deny', 'deny', 'deny'),
  },
}
const GLOBAL_EXPECTED = { read: row('allow', 'allow', 'allow'), update: row('deny', 'allow', 'allow') }

let payload: Payload
let media: number
let counter = 0
const users: Partial<Record<Role, User>> = {}
const tokens: Partial<Record<Role, string>> = {}
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await seededPayload()
  media = (await payload.find({ collection: 'media', limit: 1 })).docs[0]!.id
  for (const role of ['admin', 'editor'] as const) {
    const email = `${role}@example.com`
    users[role] = await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password-123', role },
    })
    const login = await restLogin(email, 'a-long-password-123')
    tokens[role] = ((await login.json()) as { token: string }).token
  }
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** A fresh document of `collection`, written with access overridden (target of update/delete). */
async function target(collection: TestedCollection): Promise<number> {
  const n = ++counter
  const file =
    collection === 'media' || collection === 'form-uploads' ? await pngFile(`t-${n}.png`) : undefined
  const created = await payload.create({
    collection,
    data: COLLECTION_DATA[collection]!(n, media) as never,
    file,
    context,
  })
  return created.id as number
}

/** Denied = Payload's Forbidden (403) or NotFound (404: a Where constraint hid the document). */
async function outcome(run: () => Promise<unknown>): Promise<'allow' | 'deny'> {
  try {
    await run()
    return 'allow'
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404) return 'deny'
    throw error
  }
}

function readOutcome(collection: CollectionSlug, docs: Array<{ id: unknown }>, role: Role): Outcome {
  const self = users[role as 'admin' | 'editor']
  return collection === 'users' && self && docs.length > 0 && docs.every((d) => d.id === self.id)
    ? 'self'
    : 'allow'
}

async function localOp(collection: TestedCollection, op: Op, role: Role): Promise<Outcome> {
  const as = { overrideAccess: false, user: role === 'visitor' ? undefined : users[role], context } as const
  const n = ++counter
  if (op === 'read') {
    let docs: Array<{ id: unknown }> = []
    const result = await outcome(
      async () => ({ docs } = await payload.find({ collection, ...as, limit: 100 })),
    )
    return result === 'deny' ? 'deny' : readOutcome(collection, docs, role)
  }
  if (op === 'create') {
    const file =
      collection === 'media' || collection === 'form-uploads' ? await pngFile(`c-${n}.png`) : undefined
    return outcome(() =>
      payload.create({ collection, data: COLLECTION_DATA[collection]!(n, media) as never, file, ...as }),
    )
  }
  const id = await target(collection)
  if (op === 'update')
    return outcome(() =>
      payload.update({ collection, id, data: (UPDATE_DATA[collection] ?? {}) as never, ...as }),
    )
  return outcome(() => payload.delete({ collection, id, ...as }))
}

async function restOp(collection: TestedCollection, op: Op, role: Role): Promise<Outcome> {
  const token = tokens[role as 'admin' | 'editor']
  const n = ++counter
  const verdict = (res: Response): 'allow' | 'deny' => {
    if (res.ok) return 'allow'
    if ([401, 403, 404].includes(res.status)) return 'deny'
    throw new Error(`${op} ${collection} as ${role}: unexpected ${res.status}`)
  }
  if (op === 'read') {
    const res = await rest(`/api/${collection}?limit=100`, { token })
    return verdict(res) === 'deny'
      ? 'deny'
      : readOutcome(collection, ((await res.json()) as { docs: Array<{ id: unknown }> }).docs, role)
  }
  if (op === 'create') {
    const data = COLLECTION_DATA[collection]!(n, media)
    if (collection !== 'media')
      return verdict(await rest(`/api/${collection}`, { method: 'POST', token, body: JSON.stringify(data) }))
    const form = new FormData()
    const file = await pngFile(`r-${n}.png`)
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
    form.append('_payload', JSON.stringify(data))
    return verdict(await rest('/api/media', { method: 'POST', token, body: form }))
  }
  const id = await target(collection)
  if (op === 'update') {
    return verdict(
      await rest(`/api/${collection}/${id}`, {
        method: 'PATCH',
        token,
        body: JSON.stringify(UPDATE_DATA[collection] ?? {}),
      }),
    )
  }
  return verdict(await rest(`/api/${collection}/${id}`, { method: 'DELETE', token }))
}

const cases = COLLECTIONS.flatMap((collection) =>
  OPS.flatMap((op) => ROLES.map((role) => ({ collection, op, role }))),
)

describe('collections', () => {
  it.each(cases)('$op $collection as $role (local API)', async ({ collection, op, role }) => {
    expect(await localOp(collection, op, role)).toBe(EXPECTED[collection][op][role])
  })

  it.each(cases)('$op $collection as $role (REST)', async ({ collection, op, role }) => {
    expect(await restOp(collection, op, role)).toBe(EXPECTED[collection][op][role])
  })
})

const globalCases = GLOBALS.flatMap((slug) =>
  (['read', 'update'] as const).flatMap((op) => ROLES.map((role) => ({ slug, op, role }))),
)

describe('globals', () => {
  it.each(globalCases)('$op $slug as $role (local API)', async ({ slug, op, role }) => {
    const as = { overrideAccess: false, user: role === 'visitor' ? undefined : users[role], context } as const
    const run =
      op === 'read'
        ? () => payload.findGlobal({ slug: slug as GlobalSlug, ...as })
        : () => payload.updateGlobal({ slug: slug as GlobalSlug, data: GLOBAL_UPDATE[slug] as never, ...as })
    expect(await outcome(run)).toBe(GLOBAL_EXPECTED[op][role])
  })

  it.each(globalCases)('$op $slug as $role (REST)', async ({ slug, op, role }) => {
    const token = tokens[role as 'admin' | 'editor']
    const init =
      op === 'read' ? { token } : { token, method: 'POST', body: JSON.stringify(GLOBAL_UPDATE[slug]) }
    const res = await rest(`/api/globals/${slug}`, init)
    expect([200, 401, 403]).toContain(res.status)
    expect(res.ok ? 'allow' : 'deny').toBe(GLOBAL_EXPECTED[op][role])
  })
})

describe('users', () => {
  it('an editor updates their own account but not their role', async () => {
    const editor = users.editor!
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { name: 'Ed', role: 'admin' },
      user: editor,
      overrideAccess: false,
    })
    expect(updated).toMatchObject({ name: 'Ed', role: 'editor' })
  })
})

it('does not serve GraphQL', async () => {
  const res = await rest('/api/graphql', {
    method: 'POST',
    body: JSON.stringify({ query: '{ Users { docs { email } } }' }),
  })
  expect(res.status).toBe(404)
  expect(await res.text()).not.toContain('example.com')
})
