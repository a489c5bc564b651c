/** Visitors read only public content; everything else needs a signed-in user. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { migratedPayload } from '../helpers/payload'

let payload: Payload
let user: User
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await migratedPayload()
  user = await payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'a-long-password-123' },
  })
  await payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Hi',
      phone_number: '+1 555 0100',
      message: 'Hello',
      status: 'new',
    },
  })
})

afterAll(async () => {
  await payload.destroy()
})

describe('public access', () => {
  it('cannot read contact messages, orders or users', async () => {
    for (const collection of ['contact-messages', 'orders', 'users'] as const) {
      await expect(payload.find({ collection, overrideAccess: false }), collection).rejects.toThrow(
        /not allowed/i,
      )
    }
  })

  it('can read published content', async () => {
    for (const collection of ['packages', 'services', 'banners', 'work-categories', 'media'] as const) {
      await expect(payload.find({ collection, overrideAccess: false }), collection).resolves.toHaveProperty(
        'docs',
      )
    }
    await expect(payload.findGlobal({ slug: 'settings', overrideAccess: false })).resolves.toBeTruthy()
  })

  it('cannot create, update or delete content', async () => {
    await expect(
      payload.create({
        collection: 'packages',
        overrideAccess: false,
        context,
        data: {
          key: 'free',
          category: 'website',
          name: 'FREE',
          price: 0,
          features: [{ text: 'x', included: true }],
        },
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.updateGlobal({
        slug: 'settings',
        overrideAccess: false,
        context,
        data: { site_name: 'Hacked' },
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.create({
        collection: 'contact-messages',
        overrideAccess: false,
        data: {
          name: 'x',
          email: 'x@example.com',
          subject: 'x',
          phone_number: '123456',
          message: 'x',
          status: 'new',
        },
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('signed-in user', () => {
  it('reads contact messages', async () => {
    const { docs } = await payload.find({ collection: 'contact-messages', overrideAccess: false, user })
    expect(docs.map((d) => d.name)).toEqual(['Ann'])
  })
})
