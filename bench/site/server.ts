/**
 * The server under test: a fresh database (migrated + seeded, optionally with `--large`
 * content added), a fresh production build (own dist folder), served by `npm start`'s
 * script on `port`. Nothing is shared with `npm start` or the end-to-end run.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

export type BenchServer = { baseUrl: string; stop: () => Promise<void> }

/** Environment of the bench server and of the in-process seeding (same database). */
export function benchEnv(port: number, large: boolean): Record<string, string> {
  const name = large ? 'bench-large' : 'bench'
  return {
    PORT: String(port),
    SERVER_URL: `http://localhost:${port}`,
    DATABASE_URL: `file:./data/${name}.db`,
    MEDIA_DIR: `data/${name}-media`,
    NEXT_DIST_DIR: '.builds/bench',
    PAYLOAD_SECRET: 'bench-secret-not-for-production',
    NODE_ENV: 'production',
    // The load generators search from the loopback address.
    SEARCH_RATE_LIMIT: '0',
  }
}

/** Removes the bench database, media and build so the run starts from nothing. */
export function wipe(env: Record<string, string>): void {
  const db = env.DATABASE_URL!.replace(/^file:/, '')
  for (const file of [db, `${db}-wal`, `${db}-shm`, env.MEDIA_DIR!, env.NEXT_DIST_DIR!])
    rmSync(file, { recursive: true, force: true })
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode})`)
    const response = await fetch(url).catch(() => null)
    if (response?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`server not up after ${timeoutMs / 1000} s`)
}

/** Builds (when needed) and starts the site; resolves once `/` answers 200. */
export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  const baseUrl = `http://localhost:${env.PORT}`
  // Another server on the port would answer in place of this build (a stale server measured).
  if (
    await fetch(baseUrl).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${env.PORT} is already in use: stop that server or set BENCH_PORT`)
  }
  const child = spawn('node', ['--conditions=production', 'scripts/run.mjs', 'start'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitUntilUp(`${baseUrl}/`, child, 900_000)
  // npm start expires every cache tag once up; let that land before measuring.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
