/**
 * `npm run backup` / `npm run restore`: a backup taken while Payload is running,
 * then changes to rows and media, then a restore brings back exactly the backed-up rows and
 * files. Runs on SQLite (`VACUUM INTO`) and, in `npm run test:int:pg`, on PostgreSQL
 * (`pg_dump` / `pg_restore`). A damaged or foreign folder is refused before anything changes.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '@/env'
import { backup, readVerifiedManifest, restore, restorePlan, tableCounts } from '@/server/backup'
import { sqliteFile } from '@/server/data-files'

import { seededPayload } from '../helpers/payload'

let payload: Payload
const root = mkdtempSync(path.join(tmpdir(), 'site-backups-'))

beforeAll(async () => {
  payload = await seededPayload()
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Rows of `sql` straight from the configured database (Payload is closed by then). */
async function rows(sql: string): Promise<unknown[]> {
  const env = getEnv()
  if (env.databaseKind === 'sqlite') {
    const client = createClient({ url: env.DATABASE_URL })
    try {
      return (await client.execute(sql)).rows.map((row) => ({ ...row }))
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

const SERVICES = 'SELECT id, title FROM services ORDER BY id'
const mediaFiles = () => readdirSync(getEnv().MEDIA_DIR).sort()
const modeOf = (file: string) => statSync(file).mode & 0o777

describe('backup and restore', () => {
  it('restores the rows and media files of the backup after later changes', async () => {
    const env = getEnv()
    await payload.create({
      collection: 'contact-messages',
      data: {
        name: 'Before Backup',
        email: 'before@example.com',
        subject: 'Kept',
        phone_number: '+1 555 0100',
        message: 'In the backup.',
        status: 'new',
        spam: false,
        mailStatus: 'skipped',
      },
    })
    const countsBefore = await tableCounts(env)
    const servicesBefore = await rows(SERVICES)
    const filesBefore = mediaFiles()
    expect(filesBefore.length).toBeGreaterThan(0)

    const { folder, manifest } = await backup(env, root)
    expect(path.basename(folder)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
    // It holds password hashes and messages: its owner only reads it.
    expect(modeOf(folder)).toBe(0o700)
    expect(manifest.database.tables).toEqual(countsBefore)
    expect(manifest.media.storage === 'local' && manifest.media.files.map((f) => f.path).sort()).toEqual(
      readdirSync(path.join(folder, 'media'))
        .map((f) => `media/${f}`)
        .sort(),
    )

    // Later changes: a row edited, rows deleted and added, an image uploaded.
    const services = await payload.find({ collection: 'services', sort: 'id', limit: 3 })
    await payload.update({
      collection: 'services',
      id: services.docs[0]!.id,
      data: { title: 'Changed after backup' },
      context: { disableRevalidate: true },
    })
    await payload.delete({
      collection: 'services',
      id: services.docs[1]!.id,
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'contact-messages',
      data: {
        name: 'After Backup',
        email: 'after@example.com',
        subject: 'Lost',
        phone_number: '+1 555 0101',
        message: 'Not in the backup.',
        status: 'new',
        spam: false,
        mailStatus: 'skipped',
      },
    })
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer()
    const unusedMedia = await payload.create({
      collection: 'media',
      data: { alt: 'Added after the backup' },
      file: { data: image, mimetype: 'image/png', name: 'after-backup.png', size: image.length },
      context: { disableRevalidate: true },
    })
    expect(mediaFiles()).toContain(unusedMedia.filename)
    expect(await rows(SERVICES)).not.toEqual(servicesBefore)
    expect(await tableCounts(env)).not.toEqual(countsBefore)
    await payload.destroy()

    expect(restorePlan(env, manifest).join('\n')).toMatch(
      /^Replace the (database file|public schema of PostgreSQL database) .* \d+ tables, \d+ rows\.$/m,
    )
    const kept = await restore(env, folder)
    expect(kept.length).toBe(env.databaseKind === 'sqlite' ? 2 : 1)

    expect(await tableCounts(env)).toEqual(countsBefore)
    expect(await rows(SERVICES)).toEqual(servicesBefore)
    expect(
      await rows("SELECT name FROM contact_messages WHERE name IN ('Before Backup', 'After Backup')"),
    ).toEqual([{ name: 'Before Backup' }])
    expect(mediaFiles()).toEqual(filesBefore)
    // The restored data is owner-only whatever the backup's modes (PostgreSQL: no file here).
    const databaseFiles = env.databaseKind === 'sqlite' ? [sqliteFile(env.DATABASE_URL)] : []
    expect(databaseFiles.map(modeOf)).toEqual(databaseFiles.map(() => 0o600))
    expect(modeOf(env.MEDIA_DIR)).toBe(0o700)
  })

  it('refuses a folder without a valid manifest, or with a damaged file, before changing anything', async () => {
    const [name] = readdirSync(root)
    const damaged = path.join(root, 'damaged')
    cpSync(path.join(root, name!), damaged, { recursive: true })
    const manifest = await readVerifiedManifest(damaged)
    const countsBefore = await tableCounts(getEnv())

    const mediaFile = manifest.media.storage === 'local' ? manifest.media.files[0]!.path : ''
    writeFileSync(path.join(damaged, mediaFile), 'not the backed-up bytes')
    await expect(restore(getEnv(), damaged)).rejects.toThrow(
      `${damaged} is damaged: ${mediaFile} does not match its checksum`,
    )
    rmSync(path.join(damaged, manifest.database.path))
    await expect(restore(getEnv(), damaged)).rejects.toThrow(
      `is incomplete: ${manifest.database.path} is missing`,
    )
    writeFileSync(path.join(damaged, 'manifest.json'), '{"format": "something else"}')
    await expect(restore(getEnv(), damaged)).rejects.toThrow('is not a valid backup manifest')
    await expect(restore(getEnv(), tmpdir())).rejects.toThrow('is not a backup: it has no manifest.json')

    expect(await tableCounts(getEnv())).toEqual(countsBefore)
    expect(existsSync(getEnv().MEDIA_DIR)).toBe(true)
  })
})
