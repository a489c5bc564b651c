/**
 * Graceful shutdown and restart, on a second server of its own: the
 * end-to-end build (.builds/e2e) served by scripts/serve.ts on a snapshot of the end-to-end
 * database, with SMTP pointing at a port where no server listens yet.
 * A contact message is answered 200 while mail cannot go out; SIGTERM stops the server with
 * exit code 0; the SMTP server comes up; after the restart the job cron (every minute) sends
 * the queued notification exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

import { createClient } from '@libsql/client'

import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'
import { E2E_ADMIN } from './constants'
import { expect, test } from './fixtures'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2
const SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 3
const BASE = `http://127.0.0.1:${PORT}`
const DB = 'data/e2e-restart.db'
/** Gets the details of GET /api/health (anonymous callers get its status alone). */
const HEALTH_TOKEN = 'e2e-health-token-not-for-production'

function serve(): ChildProcess {
  return spawn(process.execPath, ['scripts/run.mjs', 'serve'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      SERVER_URL: BASE,
      DATABASE_URL: `file:./${DB}`,
      MEDIA_DIR: 'data/e2e-media',
      NEXT_DIST_DIR: '.builds/e2e',
      PAYLOAD_SECRET: 'e2e-secret-not-for-production',
      HEALTH_TOKEN,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(SMTP_PORT),
      NOTIFY_EMAIL: 'inbox@agency.example',
      LOG_LEVEL: 'warn',
    },
  })
}

/** Waits for GET api/health 200 (which also starts the job cron of the server). */
async function healthy(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status, {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe(200)
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  )
}

let server: ChildProcess | undefined
let sink: SmtpSink | undefined

test.beforeAll(async () => {
  for (const file of [DB, `${DB}-wal`, `${DB}-shm`]) rmSync(file, { force: true })
  // A consistent copy of the end-to-end database while its server runs.
  const source = createClient({ url: 'file:./data/e2e.db' })
  await source.execute(`VACUUM INTO '${DB}'`)
  source.close()
})

test.afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL')
  await sink?.close()
})

test('queued mail survives a graceful restart and is sent once', async () => {
  test.setTimeout(300_000)
  server = serve()
  await healthy()
  expect(await (await fetch(`${BASE}/api/health`)).json()).toEqual({ status: 'ok' })
  const authorization = `Bearer ${HEALTH_TOKEN}`
  const health = await (await fetch(`${BASE}/api/health`, { headers: { authorization } })).json()
  expect(health).toEqual({
    status: 'ok',
    database: 'ok',
    migrations: 'current',
    sync: { state: 'standalone', epoch: 0, connections: {} },
  })

  const subject = `Queued across a restart ${Date.now()}`
  const form = new FormData()
  for (const [k, v] of Object.entries({
    name: 'Restart Tester',
    email: 'restart@example.com',
    subject,
    phone_number: '+44 20 7946 0000',
    message: 'Hello',
  }))
    form.set(k, v)
  const answer = await fetch(`${BASE}/api/save_contact`, {
    method: 'POST',
    body: form,
    headers: { cookie: 'XSRF-TOKEN=t0k3n', 'x-xsrf-token': 't0k3n' },
  })
  expect(answer.status).toBe(200)

  // SIGTERM with requests in flight: they finish, the process exits 0.
  // A request the server has read finishes; one still on its way when the listener closes is
  // refused or reset (the client's to retry), never answered with an error.
  const inFlight = Array.from({ length: 5 }, () =>
    fetch(`${BASE}/about`).then(
      (r) => r.status,
      () => 'refused',
    ),
  )
  await new Promise((resolve) => setTimeout(resolve, 50))
  server.kill('SIGTERM')
  expect(await exitCode(server)).toBe(0)
  const statuses = await Promise.all(inFlight)
  for (const status of statuses) expect([200, 'refused']).toContain(status)
  expect(statuses).toContain(200)

  sink = await startSmtpSink(SMTP_PORT)
  server = serve()
  await healthy()
  await expect
    .poll(() => sink!.mails.filter((m) => m.includes(subject)).length, {
      timeout: 150_000,
      intervals: [2000],
    })
    .toBe(1)

  const login = await fetch(`${BASE}/api/users/login`, {
    method: 'POST',
    body: JSON.stringify(E2E_ADMIN),
    headers: { 'content-type': 'application/json' },
  })
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const query = `where[subject][equals]=${encodeURIComponent(subject)}`
  // Payload takes the session cookie only from its csrf origins: say so, as a browser does.
  const headers = { cookie, 'sec-fetch-site': 'same-origin' }
  const found = await (await fetch(`${BASE}/api/contact-messages?${query}`, { headers })).json()
  expect(found.docs[0]).toMatchObject({ mailStatus: 'sent' })
  // Sent once: a while later still one mail for it.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  expect(sink.mails.filter((m) => m.includes(subject))).toHaveLength(1)

  server.kill('SIGTERM')
  expect(await exitCode(server)).toBe(0)
})
