/**
 * A throw-away PostgreSQL cluster for tests and migration generation: `initdb` in a temp
 * folder, `pg_ctl start` on a free 127.0.0.1 port with trust authentication, removed by
 * `stop()`. Uses Debian's server binaries (`apt-get install -y postgresql`).
 *
 * PostgreSQL refuses to run as root: when this process is root, the server commands run as
 * the `postgres` system user (`runuser`), which owns the temp folder.
 *
 * Errors: throws with PostgreSQL's own output when a binary is missing or a step fails.
 */
import { execFile, execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { pgTool } from '../../src/server/backup/postgres'

export type PgCluster = {
  /** Superuser URL of the `postgres` database, e.g. `postgres://postgres@127.0.0.1:55432/postgres`. */
  url: string
  /** Same server, another database name. */
  urlFor: (database: string) => string
  stop: () => void
  /**
   * Stops the server at once (`-m immediate`: a crash, connections cut) and starts it again on
   * the same port and data; resolves once it accepts connections. Never blocks the event loop
   * (load generators keep running beside it).
   */
  restart: () => Promise<void>
}

/** A free TCP port on 127.0.0.1, asked from the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

const asRoot = process.getuid?.() === 0

/** Runs a PostgreSQL server command, as the `postgres` user when we are root. */
function pgCommand(binary: string, args: string[]): void {
  const file = pgTool(binary)
  if (!path.isAbsolute(file))
    throw new Error(`PostgreSQL's ${binary} not found (Debian: apt-get install -y postgresql)`)
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
  try {
    execFileSync(command, commandArgs, { stdio: 'pipe', cwd: tmpdir() })
  } catch (error) {
    const output = String((error as { stderr?: Buffer }).stderr ?? '') || (error as Error).message
    throw new Error(`${binary} failed: ${output.trim()}`)
  }
}

/** The same as pgCommand, without blocking the event loop. */
function pgCommandAsync(binary: string, args: string[]): Promise<void> {
  const file = pgTool(binary)
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
  return new Promise((resolve, reject) =>
    execFile(command, commandArgs, { cwd: tmpdir() }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${binary} failed: ${String(stderr).trim() || error.message}`)) : resolve(),
    ),
  )
}

/** Creates and starts a cluster on `port` (default: a free one). */
export async function startCluster(port?: number): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pg-'))
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString())
    chownSync(dir, uid, gid)
  }
  const data = path.join(dir, 'data')
  const listenPort = port ?? (await freePort())
  pgCommand('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'])
  // fsync off: a throw-away cluster need not survive a power cut, and tests run faster. Commits
  // stay synchronous (written to the OS before COMMIT answers, as production's default): the
  // fault cycles stop PostgreSQL `immediate`, which would otherwise lose answered commits.
  const options = `-p ${listenPort} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`
  const startArgs = ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']
  pgCommand('pg_ctl', startArgs)
  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${listenPort}/${database}`
  let stopped = false
  return {
    url: urlFor('postgres'),
    urlFor,
    async restart() {
      await pgCommandAsync('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      await pgCommandAsync('pg_ctl', startArgs)
    },
    stop() {
      if (stopped) return
      stopped = true
      try {
        pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
