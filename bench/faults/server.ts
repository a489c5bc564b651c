/**
 * The production server of `npm run bench:faults`: `npm start`'s script (migrate, seed when
 * empty, build when needed, `next start`) in a process group of its own, so the bench can
 * SIGKILL the whole group (script and `next start`) and start it again on the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export type FaultsServer = {
  baseUrl: string
  /** Resolves once `/home` answers 200 (throws when the process exits first or after `timeoutMs`). */
  up: (timeoutMs?: number) => Promise<void>
  /** SIGKILL to the process group: no shutdown code runs (a crash or power loss). */
  kill: () => Promise<void>
  /** SIGTERM, and waits for the exit. */
  stop: () => Promise<void>
}

/** Starts the site with `env` on `env.PORT`. */
export function startFaultsServer(env: Record<string, string>): FaultsServer {
  const baseUrl = `http://127.0.0.1:${env.PORT}`
  let child: ChildProcess = launch(env)
  const exited = () => child.exitCode !== null || child.signalCode !== null
  const signal = (sig: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (exited()) return resolve()
      child.once('exit', () => resolve())
      try {
        process.kill(-child.pid!, sig)
      } catch {
        resolve()
      }
    })
  return {
    baseUrl,
    up: async (timeoutMs = 900_000) => {
      if (exited()) child = launch(env)
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        if (exited()) throw new Error(`server exited (${child.exitCode ?? child.signalCode})`)
        const ok = await fetch(`${baseUrl}/home`).then(
          (r) => r.ok,
          () => false,
        )
        if (ok) return
        await new Promise((resolve) => setTimeout(resolve, 300))
      }
      throw new Error(`server not up after ${timeoutMs / 1000} s`)
    },
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  }
}

function launch(env: Record<string, string>): ChildProcess {
  return spawn('node', ['--conditions=production', 'scripts/run.mjs', 'start'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
}
