/**
 * HOST and PORT of the environment decide where the site's HTTP server listens
 * (src/edge/process/listen.ts, docs/configuration.md). On Linux all of 127.0.0.0/8 reaches
 * the loopback interface: a server on every interface answers at 127.0.0.2, one on 127.0.0.1
 * does not.
 */
import { createConnection } from 'node:net'

import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import { parseEnv } from '@/env'
import { listenSite } from '@/edge/process/listen'
import { createSiteServer } from '@/edge/server'

/** Free test ports of this file. */
const PORTS = [3241, 3242, 3243] as const

const servers: Array<ReturnType<typeof createSiteServer>['server']> = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

function siteServer() {
  const { server } = createSiteServer({
    handle: (_req, res) => void res.end('ok'),
    logger: pino({ level: 'silent' }),
    https: false,
    paypalOrigins: [],
  })
  servers.push(server)
  return server
}

/** Whether a TCP connection to `host`:`port` is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

describe('listenSite', () => {
  it('listens on every interface by default', async () => {
    const env = parseEnv({ PORT: String(PORTS[0]) })
    const address = await listenSite(siteServer(), env)
    expect(address).toMatchObject({ address: '0.0.0.0', port: PORTS[0] })
    expect(await accepts('127.0.0.1', PORTS[0])).toBe(true)
    expect(await accepts('127.0.0.2', PORTS[0])).toBe(true)
  })

  it('listens only on HOST when it is set', async () => {
    const env = parseEnv({ HOST: '127.0.0.1', PORT: String(PORTS[1]) })
    const address = await listenSite(siteServer(), env)
    expect(address).toMatchObject({ address: '127.0.0.1', port: PORTS[1] })
    expect(await accepts('127.0.0.1', PORTS[1])).toBe(true)
    expect(await accepts('127.0.0.2', PORTS[1])).toBe(false)
  })

  it('rejects with the error of a port already taken', async () => {
    const env = parseEnv({ HOST: '127.0.0.1', PORT: String(PORTS[2]) })
    await listenSite(siteServer(), env)
    await expect(listenSite(siteServer(), env)).rejects.toMatchObject({ code: 'EADDRINUSE' })
  })
})
