/**
 * `npm run bench:contact`: load test of POST api/save_contact.
 *
 * Starts the production build with `npm start` on its own throw-away database
 * (data/bench.db, build in .builds/bench) on port BENCH_PORT (default 3200), with the per-IP
 * rate limit switched off (CONTACT_RATE_LIMIT=0: every request comes from the one loopback
 * address, so a limit would turn the run into a 429 test) and no SMTP server (the mail job
 * still runs and records "not-configured"). After 20 unmeasured warm-up submissions it
 * sends BENCH_TOTAL (1,000) valid submissions from BENCH_CONCURRENCY (50) concurrent
 * clients to 127.0.0.1 only, and prints requests/s, p50/p99 latency and the count stored vs
 * the count answered 200 (they must be equal; exit code 1 otherwise). The figures are also
 * written to bench/results.json.
 */
import { spawn } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { percentile, runPool } from './load'

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const TOTAL = Number(process.env.BENCH_TOTAL ?? 1000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50)
const WARMUP = 20
const BASE = `http://127.0.0.1:${PORT}`
const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password-123' }
const RUN_ID = `bench-${Date.now()}`

rmSync('data/bench.db', { force: true })
rmSync('data/bench.db-wal', { force: true })
rmSync('data/bench.db-shm', { force: true })
const server = spawn('npm', ['start'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    SERVER_URL: BASE,
    DATABASE_URL: 'file:./data/bench.db',
    MEDIA_DIR: 'data/bench-media',
    NEXT_DIST_DIR: '.builds/bench',
    PAYLOAD_SECRET: 'bench-secret-not-for-production',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CONTACT_RATE_LIMIT: '0',
    SMTP_HOST: '',
  },
})
const stop = () => {
  // The whole process group: npm -> tsx -> next start.
  if (server.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      /* already gone */
    }
  }
}
process.on('exit', stop)

let serverExit: number | null = null
server.on('exit', (code) => (serverExit = code ?? 1))

async function waitUntilUp(): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (serverExit !== null)
      throw new Error(`npm start exited with code ${serverExit} before the site was up`)
    const ok = await fetch(`${BASE}/home`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

async function main(): Promise<void> {
  await waitUntilUp()
  const first = await fetch(`${BASE}/contact`)
  const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1]
  if (!token) throw new Error('no XSRF-TOKEN cookie')
  const headers = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) }

  const submit = async (i: number, subject: string) => {
    const form = new FormData()
    const fields = {
      name: `Bench ${i}`,
      email: `bench${i}@example.com`,
      subject,
      phone_number: '+1 555 010 0200',
      message: `Load test message ${i}`,
    }
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    const response = await fetch(`${BASE}/api/save_contact`, { method: 'POST', headers, body: form })
    await response.arrayBuffer()
    return response.status
  }
  // Warm-up (not measured, not counted): loads the route's code and Payload's job runner once.
  await runPool(WARMUP, 5, (i) => submit(i, `${RUN_ID}-warmup`))

  const started = performance.now()
  const results = await runPool(TOTAL, CONCURRENCY, (i) => submit(i, RUN_ID))
  const seconds = (performance.now() - started) / 1000

  const login = await fetch(`${BASE}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { token: jwt } = (await login.json()) as { token: string }
  const count = await fetch(`${BASE}/api/contact-messages/count?where[subject][equals]=${RUN_ID}`, {
    headers: { authorization: `JWT ${jwt}` },
  })
  const stored = ((await count.json()) as { totalDocs: number }).totalDocs

  const latencies = results.map((r) => r.ms).sort((a, b) => a - b)
  const statuses: Record<string, number> = {}
  for (const r of results)
    statuses[String(r.value ?? 'error')] = (statuses[String(r.value ?? 'error')] ?? 0) + 1
  const figures = {
    date: new Date().toISOString(),
    total: TOTAL,
    concurrency: CONCURRENCY,
    warmup: WARMUP,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Number((TOTAL / seconds).toFixed(1)),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    statuses,
    answered200: statuses['200'] ?? 0,
    stored,
    storedEqualsAnswered200: stored === (statuses['200'] ?? 0),
  }
  writeFileSync(path.join('bench', 'results.json'), `${JSON.stringify(figures, null, 2)}\n`)
  console.log(JSON.stringify(figures, null, 2))
  if (!figures.storedEqualsAnswered200) process.exitCode = 1
}

main()
  .catch((error) => {
    console.error(`Benchmark failed: ${(error as Error).message}`)
    process.exitCode = 1
  })
  .finally(stop)
