/**
 * Two instances starting together on one empty PostgreSQL database both run prepare()
 * (src/server/prepare.ts): the advisory lock lets one migrate, seed and create the admin while
 * the other waits and then finds nothing to do. PostgreSQL suite only (vitest.pg.config.mts).
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.ADMIN_EMAIL = 'admin@agency.example'
  process.env.ADMIN_PASSWORD = 'a-long-admin-password'
})

import { getEnv } from '@/env'
import { prepare } from '@/server/prepare'

const instances: Payload[] = []

afterAll(async () => {
  for (const payload of instances) await payload.destroy()
})

describe('prepare on two instances at once', () => {
  it('migrates once, seeds once and creates one admin', async () => {
    const a = await getPayload({ config, key: 'start-a' })
    const b = await getPayload({ config, key: 'start-b' })
    instances.push(a, b)
    const results = await Promise.all([prepare(a, getEnv()), prepare(b, getEnv())])
    expect(results.filter((r) => r.seeded)).toHaveLength(1)
    expect(results.filter((r) => r.adminCreated)).toHaveLength(1)
    expect((await a.count({ collection: 'users' })).totalDocs).toBe(1)
    const { docs } = await a.find({ collection: 'payload-migrations', limit: 0, pagination: false })
    const names = docs.map((d) => d.name)
    expect(new Set(names).size).toBe(names.length)
    // One seed's worth of content: the 13 demo packages once.
    expect((await a.count({ collection: 'packages' })).totalDocs).toBe(13)
  })
})
