/**
 * Runs before every test file: points the app at a throw-away SQLite database and media
 * folder of its own, before any module reads the environment.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dir = mkdtempSync(path.join(tmpdir(), 'site-test-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.PAYLOAD_SECRET = 'test-secret-not-for-production'
// Payload's start-up notices would bury the test report; warnings and errors still show.
process.env.LOG_LEVEL ??= 'warn'
delete process.env.ADMIN_EMAIL
delete process.env.ADMIN_PASSWORD
