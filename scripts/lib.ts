/**
 * Shared helpers of the npm scripts (start, dev, seed): environment loading and a Payload
 * instance for start-up tasks. Errors are printed as one line, never a stack trace.
 */
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { EnvError, getEnv, type Env } from '../src/env'

/** Loads `.env` when present (real environment variables win), then parses the environment. */
export function loadEnvOrExit(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env')
  try {
    const env = getEnv()
    ensureDatabaseDir(env)
    return env
  } catch (error) {
    fail(error)
  }
}

/** SQLite creates its file but not the folder: make the folder of a `file:` database. */
function ensureDatabaseDir(env: Env): void {
  if (env.databaseKind !== 'sqlite') return
  const file = env.DATABASE_URL.replace(/^file:/, '')
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
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
  ensureDatabaseDir(getEnv())
  // The site's one way to get Payload; no jobs cron: a script's process ends with its task.
  const { getServerPayload } = await import('../src/server/payload')
  const payload = await getServerPayload({ cron: false })
  try {
    return await task(payload)
  } finally {
    await payload.destroy()
  }
}

/** Environment handed to `next build` / `next start`: Next forces NODE_ENV=production, so
 * the secret resolved here (the marked development default unless configured) is passed on. */
export function childEnv(env: Env): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: env.DATABASE_URL,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET,
    SERVER_URL: env.SERVER_URL,
    PORT: String(env.PORT),
    NEXT_TELEMETRY_DISABLED: '1',
  }
}
