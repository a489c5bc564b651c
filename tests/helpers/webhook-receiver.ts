/**
 * A local webhook receiver for tests (node:http on 127.0.0.1): records every request it gets
 * (headers and raw body) and answers as `behaviour` says: `ok` (204), `fail` (500), `redirect`
 * (302 to /elsewhere on the same receiver) or `hang` (never answers until closed). It can be stopped and started again on the same port, as a
 * receiver that crashed and came back.
 */
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type Received = { id: string; timestamp: string; signature: string; body: string; at: number }
export type Behaviour = 'ok' | 'fail' | 'hang' | 'redirect'

export type WebhookReceiver = {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string
  received: Received[]
  /** How the next request is answered (called once per request). */
  behaviour: (request: Received) => Behaviour
  /** Stops listening and drops open connections (a crash); start() listens again on the same port. */
  stop: () => Promise<void>
  start: () => Promise<void>
  close: () => Promise<void>
}

/** Starts a receiver on `port` (0: a free one). */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const sockets = new Set<Socket>()
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    behaviour: () => 'ok',
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
    start: () => listen(port),
    close: () => receiver.stop(),
  }
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const entry: Received = {
        id: String(request.headers['webhook-id'] ?? ''),
        timestamp: String(request.headers['webhook-timestamp'] ?? ''),
        signature: String(request.headers['webhook-signature'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      }
      receiver.received.push(entry)
      const behaviour = receiver.behaviour(entry)
      if (behaviour === 'hang') return
      if (behaviour === 'redirect') {
        response.writeHead(302, { location: '/elsewhere' })
        response.end()
        return
      }
      response.writeHead(behaviour === 'ok' ? 204 : 500, { 'content-type': 'text/plain' })
      response.end(behaviour === 'ok' ? '' : 'receiver error')
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(on, '127.0.0.1', () => {
        server.off('error', reject)
        port = (server.address() as AddressInfo).port
        receiver.url = `http://127.0.0.1:${port}`
        resolve()
      })
    })
  await listen(port)
  return receiver
}
