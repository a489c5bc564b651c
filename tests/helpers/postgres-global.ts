/**
 * Vitest globalSetup of `npm run test:int:pg`: the PostgreSQL server the integration files
 * run on. TEST_POSTGRES_URL (a superuser URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)
 * uses an existing server, whose test databases are dropped at the end; otherwise a
 * throw-away cluster is started (scripts/postgres/cluster.ts, port TEST_POSTGRES_PORT or a
 * free one) and removed at the end. Each test file creates a database of its own on it
 * (tests/helpers/setup-env.ts).
 */
import type { TestProject } from 'vitest/node'

import { startCluster } from '../../scripts/postgres/cluster'
import { dropDatabases, runPrefix } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test server; unset in the SQLite run. */
    postgresUrl?: string
    /** Name prefix of this run's test databases. */
    postgresPrefix?: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prefix = runPrefix()
  project.provide('postgresPrefix', prefix)
  const given = process.env.TEST_POSTGRES_URL
  if (given) {
    project.provide('postgresUrl', given)
    return () => dropDatabases(given, prefix)
  }
  const port = process.env.TEST_POSTGRES_PORT ? Number(process.env.TEST_POSTGRES_PORT) : undefined
  const cluster = await startCluster(port)
  project.provide('postgresUrl', cluster.url)
  return async () => cluster.stop()
}
