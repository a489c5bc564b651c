/** Inbox access: editors read and mark messages, only admins delete; first user is admin. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { migratedPayload } from '../helpers/payload'

let payload: Payload
let admin: User
let editor: User
let messageId: number

beforeAll(async () => {
  payload = await migratedPayload()
  admin = await payload.create({
    collection: 'users',
    data: { email: 'first@example.com', password: 'a-long-password-123' },
  })
  editor = await payload.create({
    collection: 'users',
    data: { email: 'second@example.com', password: 'a-long-password-123' },
  })
  const message = await payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Hi',
      phone_number: '+1 555 0100',
      message: 'Hello',
      status: 'new',
      spam: true,
      mailStatus: 'skipped',
    },
  })
  messageId = message.id
})
afterAll(async () => {
  await payload.destroy()
})

it('makes the first user an admin and later users editors', () => {
  expect(admin.role).toBe('admin')
  expect(editor.role).toBe('editor')
})

it('lets an editor read and mark a message but not delete it', async () => {
  const asEditor = { user: editor, overrideAccess: false } as const
  await expect(
    payload.findByID({ collection: 'contact-messages', id: messageId, ...asEditor }),
  ).resolves.toMatchObject({ subject: 'Hi' })
  await expect(
    payload.update({ collection: 'contact-messages', id: messageId, data: { status: 'read' }, ...asEditor }),
  ).resolves.toMatchObject({ status: 'read' })
  await expect(
    payload.delete({ collection: 'contact-messages', id: messageId, ...asEditor }),
  ).rejects.toThrow(/not allowed/i)
})

it('does not let an editor make themself an admin', async () => {
  const updated = await payload.update({
    collection: 'users',
    id: editor.id,
    data: { role: 'admin' },
    user: editor,
    overrideAccess: false,
  })
  expect(updated.role).toBe('editor')
})

it('lets an admin delete a message', async () => {
  await payload.delete({ collection: 'contact-messages', id: messageId, user: admin, overrideAccess: false })
  expect((await payload.count({ collection: 'contact-messages' })).totalDocs).toBe(0)
})

it('shows orders read-only to editors: no create, update or delete; admins delete', async () => {
  const asEditor = { user: editor, overrideAccess: false } as const
  const order = await payload.create({
    collection: 'orders',
    data: {
      packageKey: 'web-standard',
      amount: 599,
      currency: 'USD',
      status: 'completed',
      requestId: 'req-roles-1',
    },
  })
  await expect(payload.findByID({ collection: 'orders', id: order.id, ...asEditor })).resolves.toMatchObject({
    packageKey: 'web-standard',
  })
  await expect(
    payload.update({ collection: 'orders', id: order.id, data: { status: 'refunded' }, ...asEditor }),
  ).rejects.toThrow(/not allowed/i)
  await expect(payload.delete({ collection: 'orders', id: order.id, ...asEditor })).rejects.toThrow(
    /not allowed/i,
  )
  await expect(
    payload.create({
      collection: 'orders',
      data: { packageKey: 'x', amount: 1, currency: 'USD', status: 'created' },
      ...asEditor,
    }),
  ).rejects.toThrow(/not allowed/i)
  await payload.delete({ collection: 'orders', id: order.id, user: admin, overrideAccess: false })
  expect((await payload.count({ collection: 'orders' })).totalDocs).toBe(0)
})

it('never shows orders to visitors', async () => {
  await expect(payload.find({ collection: 'orders', overrideAccess: false })).rejects.toThrow(/not allowed/i)
})
