import 'server-only'

/**
 * The site's data on disk is readable by its owner only, like the kept secret
 * (./secret-file.ts): the SQLite database and its `-wal`/`-shm` files mode 0600 (they hold
 * password hashes, messages and orders), the local media folder and the folders made here
 * mode 0700 (docs/security.md).
 *
 * How: the database file is created here, before SQLite opens it, with mode 0600 (a umask can
 * only take bits away). SQLite creates `-wal` and `-shm` later, while the site runs, with the
 * mode of the database file (its unix VFS copies it), so they are 0600 too without touching
 * the process's umask, which would also apply to the build output and any other file the
 * process writes. Files and folders left looser (an older install, a restored copy) are
 * tightened on every start; nothing else changes.
 *
 * Errors: Node's errors of mkdir/open/chmod (e.g. EACCES, EPERM on another user's file).
 */
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs'
import path from 'node:path'

import type { Env } from '@/env'

/** Mode of the database files and the kept secret: read and write by the owner. */
export const OWNER_FILE_MODE = 0o600
/** Mode of the data and media folders: the owner only. */
export const OWNER_FOLDER_MODE = 0o700

/** Absolute path of a `file:` DATABASE_URL (relative paths are from the working folder). */
export function sqliteFile(databaseUrl: string): string {
  return path.resolve(databaseUrl.replace(/^file:/, '').replace(/\?.*$/, ''))
}

/** Files of a SQLite database: the database, its write-ahead log and shared-memory index. */
const SQLITE_SUFFIXES = ['', '-wal', '-shm'] as const

/** Takes group and other permissions off `file` (when it exists and has any). */
export function tightenMode(file: string, mode: number): void {
  let current: number
  try {
    current = statSync(file).mode & 0o777
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if ((current & 0o077) !== 0) chmodSync(file, mode)
}

/** Creates `folder` (and missing parents) owner-only. An existing one is left as it is. */
export function makeOwnerFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: OWNER_FOLDER_MODE })
}

/**
 * Before the database is opened (scripts/lib.ts `withPayload`): a SQLite database file and
 * its folder exist owner-only, its `-wal`/`-shm` are tightened, and so is the local media
 * folder (MEDIA_DIR, created when missing; not with S3_BUCKET). PostgreSQL: only the media.
 * The form uploads folder (FORM_UPLOADS_DIR, never on S3) always.
 */
export function secureDataFiles(
  env: Pick<Env, 'DATABASE_URL' | 'databaseKind' | 'MEDIA_DIR' | 'S3_BUCKET'> &
    Partial<Pick<Env, 'FORM_UPLOADS_DIR'>>,
): void {
  if (env.databaseKind === 'sqlite') {
    const file = sqliteFile(env.DATABASE_URL)
    makeOwnerFolder(path.dirname(file))
    // Flag `a`: creates a missing file with OWNER_FILE_MODE, never truncates an existing one.
    closeSync(openSync(file, 'a', OWNER_FILE_MODE))
    for (const suffix of SQLITE_SUFFIXES) tightenMode(file + suffix, OWNER_FILE_MODE)
  }
  if (!env.S3_BUCKET) {
    const media = path.resolve(env.MEDIA_DIR)
    makeOwnerFolder(media)
    tightenMode(media, OWNER_FOLDER_MODE)
  }
  if (env.FORM_UPLOADS_DIR) {
    const uploads = path.resolve(env.FORM_UPLOADS_DIR)
    makeOwnerFolder(uploads)
    tightenMode(uploads, OWNER_FOLDER_MODE)
  }
}
