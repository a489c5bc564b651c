/**
 * GET api/health (src/server/health.ts): 200 on a migrated database,
 * 503 naming the check that failed when a committed migration is not applied or the
 * database does not answer.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkHealth } from '@/server/health'

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
