import 'server-only'

/**
 * Start-up tasks run once before the web server starts (by `npm start`, `npm run dev`,
 * `npm run seed` and the integration tests): migrate the database, seed demo content when
 * empty, create the admin user from ADMIN_EMAIL / ADMIN_PASSWORD when no user exists.
 *
 * Several instances started together on one PostgreSQL database: `prepare` holds the advisory
 * lock PREPARE_LOCK (src/infra/advisory-lock.ts) for all three steps, so exactly one instance
 * migrates and seeds while the others wait for it, then find nothing left to do (no migration
 * race, no second seed, one admin). SQLite is one process's file: no lock.
 *
 * Errors: migration or seed failures throw; callers print one line and exit non-zero.
 */
import type { Migration, Payload } from 'payload'

import type { Env } from '@/env'
import { lockKey, postgresPool, withAdvisoryLock } from '@/infra/advisory-lock'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { seedIfEmpty } from '@/seed'

export type PrepareResult = { seeded: boolean; adminCreated: boolean }

/** Applies every committed migration not yet applied (never prompts, never pushes). */
export async function migrate(payload: Payload, env: Env): Promise<void> {
  // The bundled index (not the migration folder) so that a built server finds them too.
  // The generated index types each migration's own argument type; the adapter accepts them.
  const migrations = env.databaseKind === 'sqlite' ? sqliteMigrations : postgresMigrations
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/** Creates the configured admin when the users collection is empty. Returns whether it did. */
export async function ensureAdmin(payload: Payload, env: Env): Promise<boolean> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return false
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return false
  await payload.create({
    collection: 'users',
    data: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: 'Administrator' },
    context: { disableRevalidate: true },
  })
  payload.logger.info(`Admin user ${env.ADMIN_EMAIL} created.`)
  return true
}

/** Advisory lock key of start-up preparation (per database). */
export const PREPARE_LOCK = lockKey('agency-site/prepare')

/** Runs `task` holding PREPARE_LOCK on PostgreSQL (waiting for another instance's preparation); as is on SQLite. */
export function withPrepareLock<T>(payload: Payload, task: () => Promise<T>): Promise<T> {
  const pool = postgresPool(payload.db)
  return pool ? withAdvisoryLock(pool, PREPARE_LOCK, task) : task()
}

/** Migrate, seed when empty, ensure the admin: one instance at a time (withPrepareLock). */
export async function prepare(payload: Payload, env: Env): Promise<PrepareResult> {
  return withPrepareLock(payload, async () => {
    await migrate(payload, env)
    const seeded = await seedIfEmpty(payload)
    const adminCreated = await ensureAdmin(payload, env)
    return { seeded, adminCreated }
  })
}
