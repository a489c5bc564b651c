/**
 * Database adapter chosen from DATABASE_URL (docs/configuration.md, docs/operations.md):
 * `file:...` -> embedded SQLite (WAL, busy timeout), `postgres://...` -> PostgreSQL.
 *
 * Schema changes go through committed migrations only (`push: false`), so development,
 * CI and production databases are migrated the same way and never prompt.
 */
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import type { Env } from './env'
import { resilientPg } from './infra/pg-pool'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { SRC_DIR } from './paths'

export function databaseAdapter(env: Env): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      // A database restart must not end the process (src/infra/pg-pool.ts).
      pg: resilientPg,
      push: false,
      migrationDir: path.join(SRC_DIR, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
    })
  }
  return sqliteAdapter({
    client: { url: env.DATABASE_URL },
    push: false,
    migrationDir: path.join(SRC_DIR, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    wal: true,
    busyTimeout: 5000,
  })
}
