/**
 * The one capture point of the site's server (src/edge/next-adapter.ts): the head reaches
 * `onHead` once with every header however Next set it; a held body reaches `onWhole` whole and
 * leaves with its own length; a passed one streams as written; a failure cuts the connection.
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { captureResponse, type Capture } from '@/edge/next-adapter'

import { send } from '../helpers/raw-http'

let close: (() => Promise<void>) | undefined
afterEach(async () => close?.())

/** A server whose handler `write`s to a captured response; resolves with its port. */
async function serve(capture: (res: ServerResponse) => Capture, write: (res: ServerResponse) => void) {
  const server = createServer((_req, res) => {
    captureResponse(res, capture(res))
    write(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => new Promise((resolve) => server.close(() => resolve()))
  return (server.address() as AddressInfo).port
}

describe('captureResponse', () => {
  it('hands onHead the status and headers of setHeader and writeHead alike, and onWhole the whole body', async () => {
    const seen: unknown[] = []
    const port = await serve(
      (res) => ({
        onHead: () => {
          seen.push(res.statusCode, res.getHeader('x-a'), res.getHeader('x-b'))
          res.setHeader('x-added', 'yes')
          return 'hold'
        },
        onWhole: (body) => {
          seen.push(body.toString())
          return Buffer.from(body.toString().toUpperCase())
        },
      }),
      (res) => {
        res.setHeader('x-a', '1')
        res.writeHead(201, { 'x-b': '2', 'content-length': '3' })
        res.write('one ')
        res.end(Buffer.from('two'))
      },
    )
    const reply = await send(port, '/')
    expect(seen).toEqual([201, '1', '2', 'one two'])
    expect(reply.status).toBe(201)
    expect(reply.headers['x-added']).toBe('yes')
    expect(reply.headers['content-length']).toBe('7')
    expect(reply.body.toString()).toBe('ONE TWO')
  })

  it('streams a passed answer as written, with the head it had', async () => {
    let wholes = 0
    const port = await serve(
      () => ({ onHead: () => 'pass', onWhole: (body) => (wholes++, body) }),
      (res) => {
        res.writeHead(200, ['x-raw', 'r', 'set-cookie', 'a=1', 'set-cookie', 'b=2'])
        res.write('a')
        setTimeout(() => res.end('b'), 10)
      },
    )
    const reply = await send(port, '/')
    expect(reply.headers['x-raw']).toBe('r')
    expect(reply.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(reply.headers['transfer-encoding']).toBe('chunked')
    expect(reply.body.toString()).toBe('ab')
    expect(wholes).toBe(0)
  })

  it('sends the head once although the handler flushes it while the body is held', async () => {
    let heads = 0
    const port = await serve(
      () => ({ onHead: () => (heads++, 'hold'), onWhole: (body) => body }),
      (res) => {
        res.flushHeaders()
        res.end('x')
      },
    )
    expect((await send(port, '/')).body.toString()).toBe('x')
    expect(heads).toBe(1)
  })

  it('cuts the connection when onWhole fails', async () => {
    const port = await serve(
      () => ({
        onHead: () => 'hold',
        onWhole: () => Promise.reject(new Error('no')),
      }),
      (res) => res.end('x'),
    )
    await expect(send(port, '/')).rejects.toThrow(/socket hang up|ECONNRESET/)
  })
})
