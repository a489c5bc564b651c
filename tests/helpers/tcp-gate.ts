/**
 * A TCP forwarder on 127.0.0.1 that tests open and cut, to take one client's connection to a
 * server away (a network fault of one instance) while the server and its other clients go on.
 * `cut()` destroys every forwarded connection and refuses new ones until `open()`.
 */
import { createServer, connect, type Socket } from 'node:net'

export type TcpGate = {
  /** The gate's own port: point the client here. */
  port: number
  cut: () => void
  open: () => void
  close: () => Promise<void>
}

/** Forwards 127.0.0.1:<free port> to 127.0.0.1:`targetPort`; resolves once listening. */
export async function tcpGate(targetPort: number): Promise<TcpGate> {
  let passing = true
  const sockets = new Set<Socket>()
  const server = createServer((incoming) => {
    if (!passing) return void incoming.destroy()
    const outgoing = connect(targetPort, '127.0.0.1')
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        incoming.destroy()
        outgoing.destroy()
      })
    }
    incoming.pipe(outgoing).pipe(incoming)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('tcp gate: no port')
  const cut = () => {
    passing = false
    for (const socket of sockets) socket.destroy()
  }
  return {
    port: address.port,
    cut,
    open: () => void (passing = true),
    close: () =>
      new Promise<void>((resolve) => {
        cut()
        server.close(() => resolve())
      }),
  }
}
