/**
 * Where the site's HTTP server listens: HOST and PORT of the environment (src/env.ts,
 * docs/configuration.md). HOST 0.0.0.0 (the default) accepts connections on every IPv4
 * interface; 127.0.0.1 only from this machine (behind a reverse proxy on the same host); `::`
 * every IPv6 and IPv4 interface.
 *
 * Resolves with the bound address once the server accepts connections; rejects with Node's
 * error (EADDRINUSE, EADDRNOTAVAIL, ENOTFOUND for a host name that does not resolve).
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Env } from '@/env'

export function listenSite(server: Server, { HOST, PORT }: Pick<Env, 'HOST' | 'PORT'>): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error)
    server.once('error', failed)
    server.listen(PORT, HOST, () => {
      server.off('error', failed)
      resolve(server.address() as AddressInfo)
    })
  })
}
