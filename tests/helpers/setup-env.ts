/**
 * Runs before every test file: points the app at a throw-away database and media folder of
 * its own, before any module reads the environment. SQLite by default; in the PostgreSQL run
 * (`npm run test:int:pg`, tests/helpers/postgres-global.ts) a fresh database on that server,
 * dropped at the end of the run.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { inject } from 'vitest'

import { createDatabase } from './postgres'

const dir = mkdtempSync(path.join(tmpdir(), 'site-test-'))
const postgresUrl = inject('postgresUrl')
if (postgresUrl) {
  process.env.DATABASE_URL = await createDatabase(postgresUrl, inject('postgresPrefix') ?? 'site_test_')
} else {
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
}
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.FORM_UPLOADS_DIR = path.join(dir, 'form-uploads')
process.env.PAYLOAD_SECRET = 'test-secret-not-for-production'
// Payment tests create many orders from one address; tests of the limits turn them on.
process.env.ORDER_RATE_LIMIT = '0'
// Payload's start-up notices would bury the test report; warnings and errors still show.
process.env.LOG_LEVEL ??= 'warn'
delete process.env.ADMIN_EMAIL
delete process.env.ADMIN_PASSWORD
