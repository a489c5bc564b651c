/**
 * The first account of a fresh site (src/collections/Users/setup-token.ts): over HTTP it
 * needs the setup token the start log prints; without it, or with a wrong one, 400 naming
 * the field and no user. Once a user exists the token is not asked again.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.ADMIN_SETUP_TOKEN = 'setup-token-of-this-test-run'
})

import { SETUP_TOKEN_WRONG } from '@/collections/Users/setup-token'

import { migratedPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const register = (data: Record<string, string>) =>
  rest('/api/users/first-register', {
    method: 'POST',
    body: JSON.stringify({ email: 'first@example.com', password: 'a-long-password-123', ...data }),
  })

describe('create first user', () => {
  it.each([
    ['without the setup token', {}],
    ['with a wrong setup token', { setupToken: 'guessed-token-of-a-stranger' }],
  ])('is refused %s: 400 naming the field, no user', async (_, data) => {
    const response = await register(data)
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(SETUP_TOKEN_WRONG)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('creates the admin with the setup token, which is not stored', async () => {
    const response = await register({ setupToken: 'setup-token-of-this-test-run' })
    expect(response.status).toBe(200)
    const { docs } = await payload.find({ collection: 'users' })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ email: 'first@example.com', role: 'admin' })
    expect(docs[0]).not.toHaveProperty('setupToken', 'setup-token-of-this-test-run')
  })

  it('is not asked again once a user exists', async () => {
    expect((await register({ setupToken: 'setup-token-of-this-test-run' })).status).toBe(403)
  })
})
