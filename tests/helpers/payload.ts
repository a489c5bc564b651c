/**
 * Payload for integration tests: a migrated database (the committed migrations, as in
 * production), optionally with the demo content seeded.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { getEnv } from '@/env'
import { migrate } from '@/server/prepare'
import { seed } from '@/seed'

/** A Payload instance on this test file's fresh, migrated database. */
export async function migratedPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await migrate(payload, getEnv())
  return payload
}

/** Same, with the full demo content seeded. */
export async function seededPayload(): Promise<Payload> {
  const payload = await migratedPayload()
  await seed(payload)
  return payload
}
