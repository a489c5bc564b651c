/**
 * `npm start`: one command from a fresh clone to a running site.
 * 1. parse the environment (one clear line and exit 1 when invalid); without PAYLOAD_SECRET,
 *    use the random secret kept with the data, generated on the first start (one log line);
 * 2. migrate the database, seed demo content when empty, create the admin when configured;
 *    while there is no user, print the setup token /admin/create-first-user asks for;
 * 3. build when there is no build of the current sources and SERVER_URL, or the database was
 *    just seeded (prerendered pages hold the data of the database they were built against);
 * 4. serve (scripts/serve.ts: Next behind the site's HTTP server) on HOST:PORT, forwarding
 *    SIGINT/SIGTERM; exits with the server's status (0 after a graceful shutdown).
 */
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { localOrigin } from '../src/env'
import { serverActionsKey } from '../src/lib/derived-keys'
import { revalidateToken } from '../src/lib/revalidate-token'
import { buildIsCurrent, recordBuild, sourceFingerprint } from './build-fingerprint'
import { childEnv, fail, loadEnvOrExit, prepareSite, serverEnv } from './lib'

const env = loadEnvOrExit({ announceSecret: true })

const { seeded, setupToken } = await prepareSite(env).catch(fail)

/**
 * Several instances (REDIS_URL): the build and the server get the Server Actions key derived
 * from PAYLOAD_SECRET unless one is set, so a form rendered by one instance posts to any other
 * even when each instance built the site itself (one shared build has one key in its manifest).
 */
const actionsKey: Record<string, string> = env.REDIS_URL
  ? {
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:
        env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? serverActionsKey(env.PAYLOAD_SECRET),
    }
  : {}

const distDir = process.env.NEXT_DIST_DIR || '.next'
const fingerprint = sourceFingerprint({ sharedCache: Boolean(env.REDIS_URL), serverUrl: env.SERVER_URL })
if (seeded || !buildIsCurrent(distDir, fingerprint)) {
  console.log(seeded ? 'Fresh database: building the site against it...' : 'Building the site...')
  // The data cache survives rebuilds; entries from another database must not be reused.
  rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  const build = spawnSync('node_modules/.bin/next', ['build'], {
    stdio: 'inherit',
    env: { ...childEnv(env), ...actionsKey },
  })
  if (build.status !== 0) fail(new Error('next build failed (see above)'))
  recordBuild(distDir, fingerprint)
}

// The IPC channel lets the server notice when this process is gone (scripts/serve.ts).
const server = spawn(process.execPath, ['scripts/run.mjs', 'serve'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...serverEnv(env, 'production', setupToken), ...actionsKey },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

/**
 * Next.js forgets tag expirations on restart: expire every content tag once it listens.
 * With several instances (REDIS_URL) the expiry reaches the shared cache, so every start
 * makes all instances render each page once more from the database: harmless, and it covers
 * edits made while no instance ran (a restored backup, a migration).
 */
async function revalidateAllWhenUp(): Promise<void> {
  const url = `${localOrigin(env)}/api/internal/revalidate`
  const headers = { 'x-revalidate-token': revalidateToken(env.PAYLOAD_SECRET) }
  for (let attempt = 0; attempt < 120; attempt++) {
    const response = await fetch(url, { method: 'POST', headers }).catch(() => null)
    if (response?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.warn('Could not expire cached pages after start; edits made before the restart may show late.')
}
void revalidateAllWhenUp()
