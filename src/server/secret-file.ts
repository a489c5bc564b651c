import 'server-only'

/**
 * Where PAYLOAD_SECRET comes from when the operator sets none: a random secret generated on
 * the first start and kept with the data, so that a production server is never signed with
 * a secret anyone can read in this repository.
 *
 * - PAYLOAD_SECRET set: it always wins; no file is read or written.
 * - Unset: `<data folder>/.payload-secret` is read when present, else 32 random bytes
 *   (base64url) are written to it, readable by its owner only (mode 0600).
 *   The data folder is the SQLite database's folder, `data/` for PostgreSQL.
 *
 * Errors: a kept file that is unreadable or shorter than 32 characters throws (a truncated
 * secret would silently sign everything with a weak key).
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { OWNER_FILE_MODE, OWNER_FOLDER_MODE } from './data-files'

/** Name of the kept secret, in the data folder. */
export const SECRET_FILE_NAME = '.payload-secret'

const MIN_LENGTH = 32

export type SecretOrigin = 'environment' | 'file' | 'generated'

export type ResolvedSecret = { secret: string; origin: SecretOrigin; file?: string }

/** The data folder of `databaseUrl`: a SQLite file's folder, else `data/` under `cwd`. */
export function dataFolder(databaseUrl: string | undefined, cwd = process.cwd()): string {
  const url = databaseUrl || 'file:./data/site.db'
  if (!url.startsWith('file:')) return path.resolve(cwd, 'data')
  return path.dirname(path.resolve(cwd, url.replace(/^file:/, '')))
}

function readKept(file: string): string {
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < MIN_LENGTH)
    throw new Error(`${file}: kept secret is shorter than ${MIN_LENGTH} characters`)
  // A copy restored with loose permissions is tightened again.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, OWNER_FILE_MODE)
  return secret
}

/** Resolves the secret as described in the module comment. */
export function resolveSecret(configured: string | undefined, folder: string): ResolvedSecret {
  if (configured) return { secret: configured, origin: 'environment' }
  const file = path.join(folder, SECRET_FILE_NAME)
  try {
    return { secret: readKept(file), origin: 'file', file }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  // Owner-only, as the database and media kept in it (./data-files.ts).
  mkdirSync(folder, { recursive: true, mode: OWNER_FOLDER_MODE })
  const secret = randomBytes(32).toString('base64url')
  try {
    // `wx`: two processes starting at once never overwrite each other's secret.
    writeFileSync(file, `${secret}\n`, { mode: OWNER_FILE_MODE, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return { secret: readKept(file), origin: 'file', file }
    throw error
  }
  return { secret, origin: 'generated', file }
}

/** The start log's one line about the secret. */
export function describeSecret(resolved: ResolvedSecret): string {
  const where = resolved.file ? path.relative(process.cwd(), resolved.file) || resolved.file : ''
  switch (resolved.origin) {
    case 'environment':
      return 'PAYLOAD_SECRET: set in the environment.'
    case 'file':
      return `PAYLOAD_SECRET: not set; using the secret kept in ${where}.`
    case 'generated':
      return `PAYLOAD_SECRET: not set; generated a random secret and kept it in ${where} (owner-only) for later starts.`
  }
}
