/**
 * A throw-away redis-server (Debian's /usr/bin/redis-server) for tests: in memory only (no
 * RDB or AOF file), on 127.0.0.1:`port`. `start()` resolves once it accepts connections;
 * `stop()` ends it (SIGTERM) and resolves once it has exited. Errors: start() rejects when
 * the server exits or is not ready within 10 s (port taken, binary missing).
 */
import { spawn, type ChildProcess } from 'node:child_process'

export type RedisServer = { url: string; start(): Promise<void>; stop(): Promise<void> }

export function redisServer(port: number): RedisServer {
  let child: ChildProcess | undefined
  return {
    url: `redis://127.0.0.1:${port}`,
    start: () =>
      new Promise<void>((resolve, reject) => {
        const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
        const server = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] })
        child = server
        let output = ''
        const timer = setTimeout(() => reject(new Error(`redis-server not ready: ${output}`)), 10_000)
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          if (!output.includes('Ready to accept connections')) return
          clearTimeout(timer)
          resolve()
        })
        server.on('exit', (code) => {
          clearTimeout(timer)
          reject(new Error(`redis-server exited (${code}): ${output}`))
        })
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        const server = child
        child = undefined
        if (!server || server.exitCode !== null) return resolve()
        server.once('exit', () => resolve())
        server.kill('SIGTERM')
      }),
  }
}
