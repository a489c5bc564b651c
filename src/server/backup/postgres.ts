import 'server-only'

/**
 * PostgreSQL side of backup/restore with Debian's client tools: `pg_dump --format=custom`
 * inside an exported snapshot (so the row counts of the manifest are those of the dump) while
 * the site runs; `pg_restore` into an emptied `public` schema in one transaction.
 * The tools' major version must be at least the server's (`apt-get install -y postgresql-client-NN`).
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { BackupError } from './manifest'

const run = promisify(execFile)

/** A PostgreSQL program: from the newest /usr/lib/postgresql/NN/bin (Debian), else from PATH. */
export function pgTool(name: string): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  const file = newest ? path.join(root, newest, 'bin', name) : ''
  return file && existsSync(file) ? file : name
}

/** Runs a PostgreSQL program; a failure becomes a BackupError with the program's own message. */
async function runTool(name: string, args: string[]): Promise<void> {
  try {
    await run(pgTool(name), args, { maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string }
    if (code === 'ENOENT')
      throw new BackupError(
        `${name} not found: install PostgreSQL's client tools (apt-get install -y postgresql-client)`,
      )
    throw new BackupError(`${name} failed: ${(stderr || (error as Error).message).trim().split('\n')[0]}`)
  }
}

async function withClient<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await task(client)
  } finally {
    await client.end()
  }
}

/** Row count of every table of the `public` schema, as `client` sees it. */
async function countTables(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  )
  const counts: Record<string, number> = {}
  for (const { name } of rows) {
    const result = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM public.${client.escapeIdentifier(name)}`,
    )
    counts[name] = Number(result.rows[0]?.n ?? 0)
  }
  return counts
}

/** Row counts of the database at `url` now. */
export function postgresTableCounts(url: string): Promise<Record<string, number>> {
  return withClient(url, countTables)
}

/** Dumps the live database to `target` (custom format); returns the row counts of the dump. */
export function snapshotPostgres(url: string, target: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
      const counts = await countTables(client)
      await runTool('pg_dump', [
        '--format=custom',
        `--snapshot=${rows[0]!.id}`,
        `--file=${target}`,
        `--dbname=${url}`,
      ])
      return counts
    } finally {
      await client.query('COMMIT')
    }
  })
}

/** Empties the `public` schema of the database at `url` and restores the dump `source` into it. */
export async function restorePostgres(url: string, source: string): Promise<void> {
  await withClient(url, (client) => client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public'))
  await runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    source,
  ])
}
