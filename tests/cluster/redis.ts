/**
 * A throw-away `redis-server` for the cluster harness: 127.0.0.1 only, nothing saved to disk
 * (`--save ''`, `--appendonly no`), its working folder in the harness's temp folder. `stop()`
 * and `start()` take it away and bring it back on the same port (empty, as a restarted Redis
 * without persistence is). Needs Debian's `redis-server` package.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { portOpen, spawnGroup, waitFor, type Managed } from './processes'

export const REDIS_BINARY = process.env.REDIS_SERVER_BINARY ?? '/usr/bin/redis-server'

export type RedisServer = {
  /** REDIS_URL of the instances, e.g. redis://127.0.0.1:6379. */
  url: string
  port: number
  /** SIGKILL: Redis gone at once, as after a crash (nothing was persisted). */
  stop: () => Promise<void>
  /** Starts it again on the same port; resolves once it accepts connections. */
  start: () => Promise<void>
  running: () => boolean
}

/** Starts redis-server on `port` with its files in `dir`. */
export async function startRedis(port: number, dir: string): Promise<RedisServer> {
  if (!existsSync(REDIS_BINARY))
    throw new Error(`redis-server not found at ${REDIS_BINARY} (Debian: apt-get install -y redis-server)`)
  mkdirSync(dir, { recursive: true })
  const logFile = path.join(dir, 'redis.log')
  let server: Managed | undefined
  const start = async () => {
    server = spawnGroup(
      'redis-server',
      REDIS_BINARY,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { env: process.env, logFile },
    )
    await waitFor('redis-server', () => portOpen(port), {
      timeoutMs: 10_000,
      intervalMs: 50,
      process: server,
      logTail: () => readFileSync(logFile, 'utf8').slice(-1000),
    })
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop: async () => {
      server?.signal('SIGKILL')
      await server?.exited
    },
    running: () => Boolean(server?.running()),
  }
}
