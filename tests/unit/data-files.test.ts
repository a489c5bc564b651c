/**
 * The database, its -wal/-shm and the media folder are readable by their owner only
 * (src/server/data-files.ts, docs/security.md): created so on a fresh start, tightened when an
 * older install left them looser, and the files SQLite creates later inherit 0600.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { parseEnv } from '@/env'
import { secureDataFiles } from '@/server/data-files'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-data-files-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const modeOf = (file: string) => statSync(file).mode & 0o777
const sqliteEnv = () =>
  parseEnv({
    DATABASE_URL: `file:${dir}/data/site.db`,
    MEDIA_DIR: path.join(dir, 'data/media'),
    FORM_UPLOADS_DIR: path.join(dir, 'data/form-uploads'),
  })

/** Writes a row in WAL mode, as the site does, and keeps the connection open (-wal and -shm exist). */
async function writeInWal(file: string) {
  const client = createClient({ url: `file:${file}` })
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('CREATE TABLE IF NOT EXISTS notes (body TEXT)')
  await client.execute("INSERT INTO notes VALUES ('secret')")
  return client
}

describe('secureDataFiles', () => {
  it('creates the database 0600, its folder, the media and form uploads folders 0700; SQLite makes -wal/-shm 0600', async () => {
    const env = sqliteEnv()
    secureDataFiles(env)
    const file = path.join(dir, 'data/site.db')
    expect(modeOf(file)).toBe(0o600)
    expect(modeOf(path.join(dir, 'data'))).toBe(0o700)
    expect(modeOf(path.join(dir, 'data/media'))).toBe(0o700)
    expect(modeOf(path.join(dir, 'data/form-uploads'))).toBe(0o700)
    const client = await writeInWal(file)
    try {
      expect(modeOf(`${file}-wal`)).toBe(0o600)
      expect(modeOf(`${file}-shm`)).toBe(0o600)
    } finally {
      client.close()
    }
  })

  it('tightens a database, -wal, -shm and media folder left readable by others, keeping their data', async () => {
    const file = path.join(dir, 'data/site.db')
    mkdirSync(path.join(dir, 'data/media'), { recursive: true, mode: 0o755 })
    writeFileSync(path.join(dir, 'data/media/logo.png'), 'png')
    const client = await writeInWal(file)
    for (const f of [file, `${file}-wal`, `${file}-shm`]) chmodSync(f, 0o644)
    chmodSync(path.join(dir, 'data/media'), 0o755)
    secureDataFiles(sqliteEnv())
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(f)).toBe(0o600)
    expect(modeOf(path.join(dir, 'data/media'))).toBe(0o700)
    expect((await client.execute('SELECT body FROM notes')).rows).toHaveLength(1)
    client.close()
  })

  it('creates no database file for PostgreSQL and no media folder with S3', () => {
    const media = path.join(dir, 'media')
    secureDataFiles(parseEnv({ DATABASE_URL: 'postgres://u:p@db/site', MEDIA_DIR: media }))
    expect(modeOf(media)).toBe(0o700)
    const s3 = path.join(dir, 's3-media')
    secureDataFiles(
      parseEnv({
        DATABASE_URL: `file:${dir}/s3.db`,
        MEDIA_DIR: s3,
        S3_BUCKET: 'media',
      }),
    )
    expect(() => statSync(s3)).toThrow(/ENOENT/)
    expect(modeOf(path.join(dir, 's3.db'))).toBe(0o600)
  })
})
