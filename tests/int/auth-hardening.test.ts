/**
 * Login hardening of `users`: lockout after repeated bad
 * passwords, 12-character minimum with a field message, session cookie attributes, and the
 * csrf origin list taken from SERVER_URL.
 */
import { APIError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_LOGIN_ATTEMPTS, usersAuth } from '@/collections/Users/auth'
import { PASSWORD_TOO_SHORT } from '@/collections/Users/hooks'
import { SIGN_IN_WINDOW_S } from '@/collections/Users/sign-in-limit'
import { getEnv } from '@/env'

import { migratedPayload } from '../helpers/payload'
import { rest, restLogin } from '../helpers/rest'

const PASSWORD = 'a-long-password-123'
let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
  await payload.create({ collection: 'users', data: { email: 'admin@example.com', password: PASSWORD } })
  await payload.create({ collection: 'users', data: { email: 'victim@example.com', password: PASSWORD } })
})

afterAll(async () => {
  await payload.destroy()
})

describe('login lockout', () => {
  it(`locks an account after ${MAX_LOGIN_ATTEMPTS} bad passwords, even against the right one`, async () => {
    // From several addresses: one address alone is stopped sooner (429, below).
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++) {
      const ip = `203.0.113.${Math.floor(i / 5) + 1}`
      expect((await restLogin('victim@example.com', 'wrong-password-123', ip)).status).toBe(401)
    }
    const locked = await restLogin('victim@example.com', PASSWORD)
    expect(locked.status).toBe(401)
    expect(JSON.stringify(await locked.json())).toMatch(/locked/i)
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'victim@example.com' } },
      showHiddenFields: true,
    })
    expect(new Date(docs[0]!.lockUntil as string).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000)
  })

  it('still lets another account log in', async () => {
    expect((await restLogin('admin@example.com', PASSWORD)).status).toBe(200)
  })
})

/**
 * Runs `task` with Payload's APIError class nameless, as a production build bundles it (an
 * anonymous class): an error that takes its name from that class then has none.
 */
async function asInProductionBuild<T>(task: () => Promise<T>): Promise<T> {
  const name = Object.getOwnPropertyDescriptor(APIError, 'name')!
  Object.defineProperty(APIError, 'name', { ...name, value: '' })
  try {
    return await task()
  } finally {
    Object.defineProperty(APIError, 'name', name)
  }
}

describe('per-address sign-in limit', () => {
  it('answers 429 after SIGN_IN_RATE_LIMIT attempts from one address, before checking the password', async () => {
    const ip = '198.51.100.77'
    const limit = getEnv().SIGN_IN_RATE_LIMIT
    expect(limit).toBeGreaterThan(0)
    expect(MAX_LOGIN_ATTEMPTS).toBeGreaterThanOrEqual(limit * 5)
    for (let i = 0; i < limit; i++)
      expect((await restLogin('admin@example.com', 'wrong-password-123', ip)).status).toBe(401)
    const refused = await asInProductionBuild(() => restLogin('admin@example.com', PASSWORD, ip))
    expect(refused.status).toBe(429)
    // Retry-After as the contact and order limits give it: whole seconds, within the window.
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_WINDOW_S)
    expect(await refused.json()).toMatchObject({
      errors: [
        {
          message: `Too many sign-in attempts from this address. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
          data: { retryAfter },
        },
      ],
    })
    // The account is not locked: its owner signs in from elsewhere.
    expect((await restLogin('admin@example.com', PASSWORD, '198.51.100.78')).status).toBe(200)
  })

  it('clears the count of an address on a successful sign-in', async () => {
    const ip = '198.51.100.79'
    const limit = getEnv().SIGN_IN_RATE_LIMIT
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < limit - 1; i++)
        expect((await restLogin('admin@example.com', 'wrong-password-123', ip)).status).toBe(401)
      expect((await restLogin('admin@example.com', PASSWORD, ip)).status).toBe(200)
    }
  })
})

describe('password rule', () => {
  it('refuses a password under 12 characters on create with a field message', async () => {
    await expect(
      payload.create({ collection: 'users', data: { email: 'short@example.com', password: 'elevenchars' } }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'password', message: PASSWORD_TOO_SHORT }] },
    })
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: 'short@example.com' } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('refuses it on update and through REST (400 naming the field)', async () => {
    const token = ((await (await restLogin('admin@example.com', PASSWORD)).json()) as { token: string }).token
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'admin@example.com' } },
    })
    const res = await rest(`/api/users/${docs[0]!.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ password: 'short-pw' }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      errors: [{ data: { errors: [{ path: 'password', message: PASSWORD_TOO_SHORT }] } }],
    })
    expect((await restLogin('admin@example.com', PASSWORD)).status).toBe(200)
  })

  it('accepts 12 characters', async () => {
    await expect(
      payload.create({ collection: 'users', data: { email: 'ok@example.com', password: 'twelve-chars' } }),
    ).resolves.toHaveProperty('id')
  })
})

describe('session cookie and origins', () => {
  it('is HttpOnly and SameSite=Lax, not Secure on http', async () => {
    const res = await restLogin('admin@example.com', PASSWORD)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    expect(cookie).not.toMatch(/;\s*Secure/i)
  })

  it('is Secure when the site is served over https', () => {
    expect(usersAuth('https://agency.example').cookies).toMatchObject({ secure: true, sameSite: 'Lax' })
    expect(usersAuth('http://localhost:3000').cookies).toMatchObject({ secure: false })
  })

  it('trusts the cookie only from SERVER_URL', async () => {
    const cookie = (await restLogin('admin@example.com', PASSWORD)).headers.get('set-cookie')!.split(';')[0]!
    const me = (origin: string) =>
      rest('/api/users/me', { headers: { Cookie: cookie, Origin: origin } }).then((r) => r.json())
    expect(await me(getEnv().SERVER_URL)).toMatchObject({ user: { email: 'admin@example.com' } })
    expect(await me('https://evil.example')).toMatchObject({ user: null })
  })
})
