/**
 * Databases of their own for tests on a PostgreSQL server (superuser URL): each test file
 * creates `<run prefix><random>`; the run drops all of its prefix at the end, once the test
 * processes (and their connection pools) are gone.
 */
import { randomBytes } from 'node:crypto'

import pg from 'pg'

/** Runs one statement on the server's maintenance connection; returns its rows. */
async function onServer(
  serverUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return (await client.query(statement, values)).rows
  } finally {
    await client.end()
  }
}

/** A prefix unique to this test run, e.g. `site_test_1a2b3c_`. */
export function runPrefix(): string {
  return `site_test_${randomBytes(3).toString('hex')}_`
}

/** Creates an empty database `<prefix><random>`; returns its URL on the same server. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, `CREATE DATABASE "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops every database whose name starts with `prefix` (`WITH (FORCE)`: PostgreSQL 13+). */
export async function dropDatabases(serverUrl: string, prefix: string): Promise<void> {
  const rows = await onServer(serverUrl, 'SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
    prefix,
  ])
  for (const { datname } of rows)
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${String(datname)}" WITH (FORCE)`)
}
