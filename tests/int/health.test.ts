/**
 * GET api/health (src/server/health.ts): 200 on a migrated database,
 * 503 naming the check that failed when a committed migration is not applied or the
 * database does not answer. Anonymous callers get the status alone; the details go to a
 * caller with the HEALTH_TOKEN bearer token or an admin's session.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/health/route'
import { checkHealth, mayReadHealthDetails } from '@/server/health'

import { migratedPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(async () => {
  await payload.destroy()
})

/** One instance without REDIS_URL: nothing shared, no connection (src/infra/instance-state.ts). */
const STANDALONE = { state: 'standalone', epoch: 0, connections: {} }

describe('health check', () => {
  it('is ok on a database with every committed migration applied', async () => {
    expect(await checkHealth(payload)).toEqual({
      httpStatus: 200,
      report: { status: 'ok', database: 'ok', migrations: 'current', sync: STANDALONE },
    })
  })

  it('is 503 with the pending migration named when one is not applied', async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', sort: '-name', limit: 1 })
    const latest = docs[0]!
    await payload.delete({ collection: 'payload-migrations', id: latest.id })
    try {
      expect(await checkHealth(payload)).toEqual({
        httpStatus: 503,
        report: {
          status: 'error',
          database: 'ok',
          migrations: 'pending',
          pending: [latest.name],
          sync: STANDALONE,
        },
      })
    } finally {
      await payload.create({
        collection: 'payload-migrations',
        data: { name: latest.name, batch: latest.batch },
      })
    }
    expect((await checkHealth(payload)).httpStatus).toBe(200)
  })

  it('is 503 database error when the database does not answer', async () => {
    const unreachable = Object.create(payload, {
      find: { value: () => Promise.reject(new Error('SQLITE_CANTOPEN: unable to open database file')) },
      logger: { value: { error: () => {} } },
    }) as Payload
    expect(await checkHealth(unreachable)).toEqual({
      httpStatus: 503,
      report: { status: 'error', database: 'error', migrations: 'unknown', sync: STANDALONE },
    })
  })

  it('is 503 database error when the database hangs', async () => {
    const hung = Object.create(payload, {
      find: { value: () => new Promise(() => {}) },
      logger: { value: { error: () => {} } },
    }) as Payload
    expect((await checkHealth(hung)).report.database).toBe('error')
  }, 10_000)
})

describe('who reads the details', () => {
  const TOKEN = 'health-token-of-the-test-0123456789'
  const sessionOf = async (role: 'admin' | 'editor') => {
    const email = `health-${role}@example.com`
    const password = 'a-long-password-123'
    await payload.create({ collection: 'users', data: { email, password, role } })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    return token!
  }

  it('answers anonymous callers with the status alone', async () => {
    const response = await GET(new Request('http://localhost/api/health'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('gives the details to the HEALTH_TOKEN bearer and to admins, not to editors or a wrong token', async () => {
    const admin = await sessionOf('admin')
    const editor = await sessionOf('editor')
    const cases: Array<[Record<string, string>, string | undefined, boolean]> = [
      [{ authorization: `Bearer ${TOKEN}` }, TOKEN, true],
      [{ authorization: `bearer ${TOKEN}` }, TOKEN, true],
      [{ authorization: `Bearer ${TOKEN}x` }, TOKEN, false],
      [{ authorization: `Bearer ${TOKEN}` }, undefined, false],
      [{ authorization: 'Bearer ' }, TOKEN, false],
      [{}, TOKEN, false],
      [{ authorization: `JWT ${admin}` }, undefined, true],
      // Payload reads its cookie only from a same-site request (Origin or Sec-Fetch-Site).
      [{ cookie: `payload-token=${admin}`, 'sec-fetch-site': 'same-origin' }, undefined, true],
      [{ authorization: `JWT ${editor}` }, TOKEN, false],
      [{ authorization: 'JWT not-a-token' }, undefined, false],
    ]
    for (const [headers, token, allowed] of cases)
      expect(await mayReadHealthDetails(new Headers(headers), payload, token), JSON.stringify(headers)).toBe(
        allowed,
      )
    const response = await GET(
      new Request('http://localhost/api/health', { headers: { authorization: `JWT ${admin}` } }),
    )
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      migrations: 'current',
      sync: STANDALONE,
    })
  })
})
