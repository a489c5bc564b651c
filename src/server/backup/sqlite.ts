import 'server-only'

/**
 * SQLite side of backup/restore: `VACUUM INTO` writes a consistent, compacted copy of the
 * live database while the site keeps running (SQLite docs "VACUUM INTO"; WAL readers are not
 * blocked); restore swaps the file while the site is stopped.
 */
import { chmodSync, copyFileSync, existsSync, renameSync } from 'node:fs'

import { createClient } from '@libsql/client'

import { OWNER_FILE_MODE, sqliteFile } from '../data-files'

/** Row count of every table of the SQLite database at `file`. */
export async function sqliteTableCounts(file: string): Promise<Record<string, number>> {
  const client = createClient({ url: `file:${file}` })
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    const counts: Record<string, number> = {}
    for (const row of tables.rows) {
      const name = String(row.name)
      const result = await client.execute(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`)
      counts[name] = Number(result.rows[0]?.n ?? 0)
    }
    return counts
  } finally {
    client.close()
  }
}

/** Writes a snapshot of the live database to `target` (must not exist). */
export async function snapshotSqlite(databaseUrl: string, target: string): Promise<void> {
  const client = createClient({ url: `file:${sqliteFile(databaseUrl)}` })
  try {
    // Waits for a writer of the running site instead of failing with SQLITE_BUSY.
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    client.close()
  }
}

/**
 * Replaces the database file with `source`. The current file (and its -wal/-shm, which belong
 * to it) is kept as `<file>.before-restore-<stamp>`; returns that path, or null when there was none.
 */
export function restoreSqlite(databaseUrl: string, source: string, stamp: string): string | null {
  const file = sqliteFile(databaseUrl)
  const aside = `${file}.before-restore-${stamp}`
  let kept: string | null = null
  for (const suffix of ['', '-wal', '-shm']) {
    if (!existsSync(file + suffix)) continue
    renameSync(file + suffix, aside + suffix)
    if (suffix === '') kept = aside
  }
  copyFileSync(source, `${file}.restoring`)
  // Owner-only like the database it replaces, whatever the backup's mode.
  chmodSync(`${file}.restoring`, OWNER_FILE_MODE)
  renameSync(`${file}.restoring`, file)
  return kept
}
