/**
 * Shared helpers of the npm scripts (start, dev, seed): environment loading and a Payload
 * instance for start-up tasks. Errors are printed as one line, never a stack trace.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { EnvError, getEnv, type Env } from '../src/env'
import { makeOwnerFolder, secureDataFiles } from '../src/server/data-files'
import { prepare, type PrepareResult } from '../src/server/prepare'
import { dataFolder, describeSecret, resolveSecret } from '../src/server/secret-file'

/**
 * Loads `.env` when present (real environment variables win), settles PAYLOAD_SECRET (the
 * configured one, else the one kept with the data: src/server/secret-file.ts; with REDIS_URL
 * only a configured one), then parses the environment. `announceSecret`: print the one line
 * saying where the secret came from.
 */
export function loadEnvOrExit({ announceSecret = false } = {}): Env {
  if (existsSync('.env')) process.loadEnvFile('.env')
  try {
    // Several instances (REDIS_URL) never use a kept secret: getEnv refuses to start without one set.
    if (process.env.PAYLOAD_SECRET || !process.env.REDIS_URL?.trim()) {
      const resolved = resolveSecret(process.env.PAYLOAD_SECRET, dataFolder(process.env.DATABASE_URL))
      process.env.PAYLOAD_SECRET = resolved.secret
      if (announceSecret) console.log(describeSecret(resolved))
    }
    const env = getEnv()
    ensureDatabaseDir(env)
    return env
  } catch (error) {
    fail(error)
  }
}

/** SQLite creates its file but not the folder: make the folder of a `file:` database (owner-only). */
function ensureDatabaseDir(env: Env): void {
  if (env.databaseKind !== 'sqlite') return
  const file = env.DATABASE_URL.replace(/^file:/, '')
  makeOwnerFolder(path.dirname(path.resolve(file)))
}

/** Prints one line for an error (`<what>: <message>`) and exits with status 1. */
export function fail(error: unknown, what = 'Start-up failed'): never {
  const message =
    error instanceof EnvError ? error.message : `${what}: ${(error as Error)?.message ?? String(error)}`
  console.error(message)
  process.exit(1)
}

/** Runs `task` with an initialised Payload instance, then closes the database connection. */
export async function withPayload<T>(task: (payload: Payload) => Promise<T>): Promise<T> {
  // Scripts are not a Next.js dev server: no HMR socket, no background dependency check.
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  // The database file (0600, so are the -wal/-shm SQLite makes from it) and the media folder (0700).
  secureDataFiles(getEnv())
  // The site's one way to get Payload; no jobs cron: a script's process ends with its task.
  const { getServerPayload } = await import('../src/server/payload')
  const payload = await getServerPayload({ cron: false })
  try {
    return await task(payload)
  } finally {
    await payload.destroy()
  }
}

/** Environment handed to `next build` / the server: Next forces NODE_ENV=production, so the
 * secret resolved by loadEnvOrExit (configured or kept with the data) is passed on. */
export function childEnv(env: Env): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: env.DATABASE_URL,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET,
    SERVER_URL: env.SERVER_URL,
    PORT: String(env.PORT),
    HOST: env.HOST,
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

/** The start log's line of the setup token: where to create the first admin, and with which token. */
export const setupTokenLine = (env: Pick<Env, 'SERVER_URL'>, setupToken: string): string =>
  `No user yet: create the first admin at ${env.SERVER_URL}/admin/create-first-user with the setup token ${setupToken}`

/**
 * How long after the server first answered `npm start` waits before its own last line: the
 * server's log writes its buffered lines at least every second (src/infra/logger.ts), and the
 * setup token must come after them.
 */
export const LAST_LINE_DELAY_MS = 1500

/**
 * Calls `ready` once `attempt` (one request to the starting server) resolves true, trying every
 * `intervalMs` up to `attempts` times; returns whether it did. `npm start` expires the cached
 * pages this way, then prints the setup token again as its last line.
 */
export async function whenServerAnswers(
  attempt: () => Promise<boolean>,
  { attempts = 120, intervalMs = 500 } = {},
): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (await attempt().catch(() => false)) return true
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  return false
}

/**
 * prepare() (migrate, seed, configured admin), then, while the site has no user, the one-time
 * setup token that /admin/create-first-user asks for (src/collections/Users/setup-token.ts):
 * ADMIN_SETUP_TOKEN when set, else a random one, printed in one line. Hand `setupToken` to
 * the server as ADMIN_SETUP_TOKEN (serverEnv).
 */
export async function prepareSite(env: Env): Promise<PrepareResult & { setupToken?: string }> {
  return withPayload(async (payload) => {
    const result = await prepare(payload, env)
    const { totalDocs } = await payload.count({ collection: 'users' })
    if (totalDocs > 0) return result
    const setupToken = env.ADMIN_SETUP_TOKEN ?? randomBytes(18).toString('base64url')
    console.log(setupTokenLine(env, setupToken))
    return { ...result, setupToken }
  })
}

/** Environment of the server process: childEnv plus NODE_ENV and the setup token, if any. */
export function serverEnv(
  env: Env,
  nodeEnv: 'development' | 'production',
  setupToken: string | undefined,
): NodeJS.ProcessEnv {
  return { ...childEnv(env), NODE_ENV: nodeEnv, ...(setupToken ? { ADMIN_SETUP_TOKEN: setupToken } : {}) }
}
