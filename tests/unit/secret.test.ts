/**
 * PAYLOAD_SECRET when the operator sets none (src/server/secret-file.ts): a random secret
 * generated once, kept owner-only next to the database and reused; a configured one always
 * wins; production refuses the public development default; separate keys per use.
 */
import { createHmac } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { DEV_PAYLOAD_SECRET, parseEnv } from '@/env'
import { deriveKey, serverActionsKey } from '@/lib/derived-keys'
import { revalidateToken } from '@/lib/revalidate-token'
import { hashIp } from '@/lib/client'
import { dataFolder, describeSecret, resolveSecret, SECRET_FILE_NAME } from '@/server/secret-file'

const folders: string[] = []
function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'secret-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('resolveSecret', () => {
  it('generates a random 32-byte secret on the first start, owner-only, and reuses it later', () => {
    const folder = path.join(tempFolder(), 'data')
    const first = resolveSecret(undefined, folder)
    expect(first.origin).toBe('generated')
    expect(Buffer.from(first.secret, 'base64url').length).toBeGreaterThanOrEqual(32)
    expect(first.secret).not.toBe(DEV_PAYLOAD_SECRET)
    const file = path.join(folder, SECRET_FILE_NAME)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret)
    expect(describeSecret(first)).toMatch(/^PAYLOAD_SECRET: not set; generated .*\.payload-secret/)

    const second = resolveSecret(undefined, folder)
    expect(second).toMatchObject({ origin: 'file', secret: first.secret })
    expect(describeSecret(second)).toMatch(/^PAYLOAD_SECRET: not set; using the secret kept in/)
    expect(resolveSecret(undefined, tempFolder()).secret).not.toBe(first.secret)
  })

  it('lets a configured PAYLOAD_SECRET win without touching the data folder', () => {
    const folder = tempFolder()
    const resolved = resolveSecret('configured-secret-of-the-operator', folder)
    expect(resolved).toEqual({ secret: 'configured-secret-of-the-operator', origin: 'environment' })
    expect(() => statSync(path.join(folder, SECRET_FILE_NAME))).toThrow()
    expect(describeSecret(resolved)).toBe('PAYLOAD_SECRET: set in the environment.')
  })

  it('refuses a truncated kept secret and tightens loose permissions', () => {
    const folder = tempFolder()
    const file = path.join(folder, SECRET_FILE_NAME)
    writeFileSync(file, 'short\n', { mode: 0o600 })
    expect(() => resolveSecret(undefined, folder)).toThrow(/shorter than 32/)
    writeFileSync(file, `${'k'.repeat(40)}\n`, { mode: 0o644 })
    expect(resolveSecret(undefined, folder).secret).toBe('k'.repeat(40))
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('keeps the secret next to a SQLite database, in data/ for PostgreSQL', () => {
    expect(dataFolder('file:./var/db/site.db', '/srv/app')).toBe('/srv/app/var/db')
    expect(dataFolder(undefined, '/srv/app')).toBe('/srv/app/data')
    expect(dataFolder('postgres://u:p@db/site', '/srv/app')).toBe('/srv/app/data')
  })
})

describe('production environment', () => {
  it('refuses the public development secret', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: DEV_PAYLOAD_SECRET })).toThrow(
      'Invalid setting PAYLOAD_SECRET: must not be the public development default',
    )
  })
})

describe('derived keys', () => {
  const secret = 'x'.repeat(40)

  it('gives each use its own key, none of them the secret', () => {
    const keys = (['sessions', 'revalidate', 'ip-hash'] as const).map((purpose) => deriveKey(secret, purpose))
    expect(new Set([...keys, secret]).size).toBe(4)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/)
  })

  it("derives Next's Server Actions key: 32 bytes in base64, one per secret, apart from the other keys", () => {
    const key = serverActionsKey(secret)
    expect(Buffer.from(key, 'base64')).toHaveLength(32)
    expect(serverActionsKey(secret)).toBe(key)
    expect(serverActionsKey('y'.repeat(40))).not.toBe(key)
    expect(Buffer.from(key, 'base64').toString('hex')).not.toBe(deriveKey(secret, 'sessions'))
    // npm start hands it to the build and the server; the schema accepts what it derives.
    expect(parseEnv({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key }).NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBe(key)
  })

  it('signs the revalidation token and the IP hash with derived keys, not the secret itself', () => {
    expect(revalidateToken(secret)).not.toBe(
      createHmac('sha256', secret).update('revalidate-all').digest('hex'),
    )
    expect(hashIp('203.0.113.9', secret)).not.toBe(
      createHmac('sha256', secret).update('ip:203.0.113.9').digest('hex').slice(0, 32),
    )
  })
})
