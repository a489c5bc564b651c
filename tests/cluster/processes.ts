/**
 * Child processes of the cluster harness (tests/cluster/cluster.ts), each in a process group of
 * its own (`detached`), so that a signal reaches the program and whatever it started. Every
 * group is recorded until it exits; `stopAll()` ends those still running (SIGTERM, SIGKILL
 * after a grace period), and a last synchronous sweep on the process's `exit` event SIGKILLs any
 * group left, so that no server outlives the harness, even after an uncaught error.
 * Output goes to a log file per process (appended), never through the harness.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { connect } from 'node:net'

export type Exit = { code: number | null; signal: NodeJS.Signals | null }

export type Managed = {
  name: string
  /** Process id, which is also the process group id. */
  pid: number
  /** Resolves once the process has exited. */
  exited: Promise<Exit>
  running: () => boolean
  /** Sends `signal` to the whole process group (nothing when it has exited). */
  signal: (signal: NodeJS.Signals) => void
  /** SIGTERM, then SIGKILL after `graceMs` (ms) when still running; resolves once it exited. */
  stop: (graceMs?: number) => Promise<Exit>
}

export type SpawnOptions = {
  env: NodeJS.ProcessEnv
  /** File that receives stdout and stderr (appended). */
  logFile: string
  /** An IPC channel: scripts/serve.ts exits when it closes, so an instance dies with the harness. */
  ipc?: boolean
}

const live = new Set<Managed>()
const syncCleanups: Array<() => void> = []

/** Starts `command args` in a new process group, output to `options.logFile`. */
export function spawnGroup(name: string, command: string, args: string[], options: SpawnOptions): Managed {
  const fd = openSync(options.logFile, 'a')
  let child: ChildProcess
  try {
    child = spawn(command, args, {
      env: options.env,
      detached: true,
      stdio: options.ipc ? ['ignore', fd, fd, 'ipc'] : ['ignore', fd, fd],
    })
  } finally {
    closeSync(fd)
  }
  // The harness must be able to exit while a child holds the channel open.
  child.channel?.unref()
  child.unref()
  let done = false
  const exited = new Promise<Exit>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      done = true
      live.delete(managed)
      resolve({ code, signal })
    })
  })
  const signal = (sig: NodeJS.Signals) => {
    if (done || !child.pid) return
    try {
      process.kill(-child.pid, sig)
    } catch {
      // Already gone between the check and the signal.
    }
  }
  const managed: Managed = {
    name,
    pid: child.pid ?? -1,
    exited,
    running: () => !done,
    signal,
    async stop(graceMs = 15_000) {
      signal('SIGTERM')
      const timer = setTimeout(() => signal('SIGKILL'), graceMs)
      try {
        return await exited
      } finally {
        clearTimeout(timer)
      }
    },
  }
  live.add(managed)
  return managed
}

/** Stops every recorded process that is still running, all at once (SIGTERM, then SIGKILL). */
export async function stopAll(graceMs = 15_000): Promise<void> {
  await Promise.all([...live].map((m) => m.stop(graceMs)))
}

/**
 * Registers a synchronous clean-up (a folder to remove, a database cluster to stop) for the
 * process's exit, run after the remaining process groups are SIGKILLed, last registered first.
 */
export function onExit(cleanup: () => void): void {
  syncCleanups.push(cleanup)
}

let installed = false

/**
 * Makes the process clean up whatever way it ends: SIGINT/SIGTERM run `graceful` (the normal
 * stop), then exit 130/143; the `exit` event SIGKILLs any group left and runs the `onExit`
 * clean-ups. Call once, before starting anything.
 */
export function installCleanup(graceful: () => Promise<void>): void {
  if (installed) return
  installed = true
  for (const [sig, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(sig, () => {
      console.error(`\n${sig}: stopping the cluster...`)
      void graceful().finally(() => process.exit(code))
    })
  }
  process.on('exit', () => {
    for (const m of live) m.signal('SIGKILL')
    for (const cleanup of syncCleanups.reverse()) {
      try {
        cleanup()
      } catch (error) {
        console.error(`clean-up failed: ${(error as Error).message}`)
      }
    }
    syncCleanups.length = 0
  })
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Polls `ready` every `intervalMs` until it resolves true; throws `what` after `timeoutMs`, or at
 * once when `process` has exited (with the end of its log, `logTail`).
 */
export async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; process?: Managed; logTail?: () => string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    if (await ready().catch(() => false)) return
    if (options.process && !options.process.running()) {
      const { code, signal } = await options.process.exited
      throw new Error(
        `${what}: ${options.process.name} exited (${signal ?? code})\n${options.logTail?.() ?? ''}`,
      )
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not ready after ${options.timeoutMs / 1000} s\n${options.logTail?.() ?? ''}`)
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 200))
  }
}
