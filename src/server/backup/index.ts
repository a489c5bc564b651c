import 'server-only'

/**
 * `npm run backup` / `npm run restore <folder>`: a consistent snapshot
 * of the database and the local media in a timestamped folder, described by a manifest with
 * row counts and checksums (./manifest.ts), and its restore.
 *
 * Backup runs while the site serves (SQLite `VACUUM INTO`, PostgreSQL `pg_dump` in a snapshot).
 * Restore replaces the database and media folder: the site must be stopped. Media on S3 are
 * not copied (the manifest says so): use the bucket's versioning or replication.
 *
 * Errors: BackupError with a one-line message (no backup written / nothing restored).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Env } from '@/env'

import { OWNER_FOLDER_MODE, sqliteFile } from '../data-files'
import { BackupError, fileEntryOf, MANIFEST_FILE, readVerifiedManifest, type Manifest } from './manifest'
import { copyMedia, restoreMedia } from './media'
import { postgresTableCounts, restorePostgres, snapshotPostgres } from './postgres'
import { restoreSqlite, snapshotSqlite, sqliteTableCounts } from './sqlite'

export { BackupError, readVerifiedManifest, type Manifest }

const DATABASE_FILES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const
const MEDIA_FOLDER = 'media'

/** `2026-11-23T15:00:00.123Z` -> `2026-11-23T15-00-00Z` (valid in file names everywhere). */
export function timestampName(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
}

/**
 * Creates `<root>/<timestamp>` (with `-2`, `-3`... when taken within the same second),
 * owner-only: a backup holds the database and media (src/server/data-files.ts).
 */
function newBackupFolder(root: string, now: Date): string {
  mkdirSync(root, { recursive: true, mode: OWNER_FOLDER_MODE })
  for (let n = 1; ; n++) {
    const folder = path.join(root, timestampName(now) + (n > 1 ? `-${n}` : ''))
    try {
      mkdirSync(folder, { mode: OWNER_FOLDER_MODE })
      return folder
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

/** Row counts of every table of the configured database, now. */
export function tableCounts(env: Env): Promise<Record<string, number>> {
  return env.databaseKind === 'sqlite'
    ? sqliteTableCounts(sqliteFile(env.DATABASE_URL))
    : postgresTableCounts(env.DATABASE_URL)
}

/** Writes a backup under `root`; returns its folder and manifest. The manifest is written last. */
export async function backup(
  env: Env,
  root: string,
  now = new Date(),
): Promise<{ folder: string; manifest: Manifest }> {
  const folder = newBackupFolder(root, now)
  const databaseFile = DATABASE_FILES[env.databaseKind]
  const target = path.join(folder, databaseFile)
  let tables: Record<string, number>
  if (env.databaseKind === 'sqlite') {
    await snapshotSqlite(env.DATABASE_URL, target)
    tables = await sqliteTableCounts(target)
  } else {
    tables = await snapshotPostgres(env.DATABASE_URL, target)
  }
  const media: Manifest['media'] = env.S3_BUCKET
    ? { storage: 's3', bucket: env.S3_BUCKET }
    : {
        storage: 'local',
        files: await copyMedia(path.resolve(env.MEDIA_DIR), path.join(folder, MEDIA_FOLDER)),
      }
  const manifest: Manifest = {
    format: 'agency-site-backup',
    version: 1,
    createdAt: now.toISOString(),
    database: { kind: env.databaseKind, ...(await fileEntryOf(folder, databaseFile)), tables },
    media:
      media.storage === 'local'
        ? { storage: 'local', files: media.files.map((f) => ({ ...f, path: `${MEDIA_FOLDER}/${f.path}` })) }
        : media,
  }
  writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  return { folder, manifest }
}

/** `postgres://user:secret@db.internal:5432/site` -> words naming database and host, no password. */
function postgresTarget(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  return `the public schema of PostgreSQL database ${url.pathname.slice(1)} on ${url.host} (dropped first, no copy kept)`
}

/** What `restore` will do, one line each, for the operator to confirm. */
export function restorePlan(env: Env, manifest: Manifest): string[] {
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0)
  const target =
    env.databaseKind === 'sqlite'
      ? `the database file ${sqliteFile(env.DATABASE_URL)} (the current one is kept aside)`
      : postgresTarget(env.DATABASE_URL)
  const lines = [
    `Replace ${target} with the backup of ${manifest.createdAt}: ${Object.keys(manifest.database.tables).length} tables, ${rows} rows.`,
  ]
  if (manifest.media.storage === 'local') {
    lines.push(
      `Replace the media folder ${path.resolve(env.MEDIA_DIR)} with the backup's ${manifest.media.files.length} files (the current one is kept aside).`,
    )
  } else {
    lines.push(`Leave media alone: they were on S3 (bucket ${manifest.media.bucket}), not in the backup.`)
  }
  return lines
}

/** Restores the verified backup in `folder`. Returns what was kept aside (paths), for the operator. */
export async function restore(env: Env, folder: string, now = new Date()): Promise<string[]> {
  const manifest = await readVerifiedManifest(folder)
  if (manifest.database.kind !== env.databaseKind) {
    throw new BackupError(
      `The backup holds a ${manifest.database.kind} database but DATABASE_URL is ${env.databaseKind}`,
    )
  }
  const stamp = timestampName(now)
  const kept: Array<string | null> = []
  const source = path.join(folder, manifest.database.path)
  if (env.databaseKind === 'sqlite') kept.push(restoreSqlite(env.DATABASE_URL, source, stamp))
  else await restorePostgres(env.DATABASE_URL, source)
  if (manifest.media.storage === 'local')
    kept.push(restoreMedia(path.join(folder, MEDIA_FOLDER), path.resolve(env.MEDIA_DIR), stamp))
  return kept.filter((p): p is string => p !== null)
}
