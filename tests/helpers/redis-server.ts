/**
 * A throw-away redis-server (Debian's /usr/bin/redis-server) for tests: no persistence, on
 * 127.0.0.1:`port`. `start()` resolves once it accepts connections;
 * `stop()` ends it (SIGKILL after 5 s) and resolves when it exited; `pause()`/`resume()`
 * freeze and thaw it (SIGSTOP/SIGCONT: a Redis that accepts bytes and never answers).
 */
import { spawn, type ChildProcess } from 'node:child_process'

export type RedisServer = {
  url: string
  start: () => Promise<void>
  stop: () => Promise<void>
  pause: () => void
  resume: () => void
}

/** Longest wait for redis-server to accept connections (ms). */
const START_TIMEOUT_MS = 10_000

export function redisServer(port: number): RedisServer {
  let child: ChildProcess | undefined
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      child = proc
      let output = ''
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start: ${output}`)),
        START_TIMEOUT_MS,
      )
      proc.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer)
          resolve()
        }
      })
      proc.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`redis-server exited (${code}): ${output}`))
      })
    })
  const stop = async () => {
    const proc = child
    child = undefined
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
    proc.kill('SIGCONT')
    proc.kill('SIGTERM')
    const force = setTimeout(() => proc.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(force)
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
  }
}
