/**
 * `npm start`: one command from a fresh clone to a running site.
 * 1. parse the environment (one clear line and exit 1 when invalid); without PAYLOAD_SECRET,
 *    use the random secret kept with the data, generated on the first start (one log line);
 * 2. migrate the database, seed demo content when empty, create the admin when configured;
 *    while there is no user, print the setup token /admin/create-first-user asks for (and
 *    again as the last line once the site answers, below the build's and the server's output);
 * 3. build when there is no build of the current sources and SERVER_URL (the fingerprint `npm run build` or
 *    an earlier start wrote beside it, scripts/site-build.ts), or the database was just seeded
 *    (prerendered pages hold the data of the database they were built against); a current
 *    build, made here or copied from the machine that built it, is served as it is;
 * 4. serve (scripts/serve.ts: Next behind the site's HTTP server) on HOST:PORT, forwarding
 *    SIGINT/SIGTERM; exits with the server's status (0 after a graceful shutdown).
 */
import { spawn } from 'node:child_process'

import { localOrigin } from '../src/env'
import { askServerToExpire } from '../src/lib/revalidate-token'
import {
  fail,
  LAST_LINE_DELAY_MS,
  loadEnvOrExit,
  prepareSite,
  serverEnv,
  setupTokenLine,
  whenServerAnswers,
} from './lib'
import { actionsKeyEnv, buildSite, currentBuild, distDir } from './site-build'

const env = loadEnvOrExit({ announceSecret: true })

const { seeded, setupToken } = await prepareSite(env).catch(fail)

const actionsKey = actionsKeyEnv(env)
if (seeded || !currentBuild(env)) {
  console.log(seeded ? 'Fresh database: building the site against it...' : 'Building the site...')
  buildSite(env)
} else console.log(`Serving the current build in ${distDir()} (no build needed)`)

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
  const expired = await whenServerAnswers(() => askServerToExpire(localOrigin(env), env.PAYLOAD_SECRET))
  if (!expired)
    console.warn('Could not expire cached pages after start; edits made before the restart may show late.')
  // The first-user line again, where a newcomer looks: at the end of the output.
  if (setupToken) setTimeout(() => console.log(setupTokenLine(env, setupToken)), LAST_LINE_DELAY_MS).unref()
}
void revalidateAllWhenUp()
