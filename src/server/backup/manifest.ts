import 'server-only'

/**
 * The manifest of a backup folder (`manifest.json`): what it holds, with a SHA-256 of every
 * file, so that `npm run restore` refuses a folder that is incomplete, altered or not a backup.
 *
 * Shape (version 1):
 * `{ format: "agency-site-backup", version: 1, createdAt: ISO time, database: { kind:
 * "sqlite" | "postgres", file, bytes, sha256, tables: { <table>: <row count> } }, media:
 * { storage: "local", files: [{ path, bytes, sha256 }] } | { storage: "s3", bucket } }`.
 */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

export const MANIFEST_FILE = 'manifest.json'

const fileEntry = z.object({
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})

const manifestSchema = z.object({
  format: z.literal('agency-site-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: fileEntry.extend({
    kind: z.enum(['sqlite', 'postgres']),
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  media: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), files: z.array(fileEntry) }),
    z.object({ storage: z.literal('s3'), bucket: z.string() }),
  ]),
})

export type Manifest = z.infer<typeof manifestSchema>
export type FileEntry = z.infer<typeof fileEntry>

/** A backup that cannot be made or used; the message is one line for the operator. */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** SHA-256 (hex) and size of a file, streamed. */
export async function fileEntryOf(root: string, relative: string): Promise<FileEntry> {
  const file = path.join(root, relative)
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return { path: relative.split(path.sep).join('/'), bytes: statSync(file).size, sha256: hash.digest('hex') }
}

/** Reads and checks `folder`'s manifest and every file it lists. Throws BackupError. */
export async function readVerifiedManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE)
  if (!existsSync(file)) throw new BackupError(`${folder} is not a backup: it has no ${MANIFEST_FILE}`)
  let parsed
  try {
    parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  } catch {
    throw new BackupError(`${file} is not valid JSON`)
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new BackupError(
      `${file} is not a valid backup manifest (${issue?.path.join('.') || 'root'}: ${issue?.message})`,
    )
  }
  const manifest = parsed.data
  const files = [manifest.database, ...(manifest.media.storage === 'local' ? manifest.media.files : [])]
  for (const expected of files) {
    if (expected.path.split('/').includes('..') || path.isAbsolute(expected.path)) {
      throw new BackupError(`${file} lists a path outside the backup: ${expected.path}`)
    }
    if (!existsSync(path.join(folder, expected.path)))
      throw new BackupError(`${folder} is incomplete: ${expected.path} is missing`)
    const actual = await fileEntryOf(folder, expected.path)
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new BackupError(`${folder} is damaged: ${expected.path} does not match its checksum`)
    }
  }
  return manifest
}
