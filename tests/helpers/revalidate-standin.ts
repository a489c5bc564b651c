/**
 * The running server's `POST /api/internal/revalidate`, for integration tests that model a change
 * made outside a request (src/hooks/revalidate.ts `expireTag`: the hook asks 127.0.0.1:PORT).
 * Listens on `getEnv().PORT`; each call expires every content tag in `cacheState`
 * (./next-cache.ts), as the real route does, then runs `onExpire`. Other requests get a 200 only.
 */
import { createServer } from 'node:http'

import { CONTENT_TAGS } from '@/contracts/cache-tags'
import { getEnv } from '@/env'

import { cacheState } from './next-cache'

/** Starts the stand-in; resolves once it listens, with the function that closes it. */
export async function startRevalidateStandin(onExpire: () => void): Promise<() => Promise<void>> {
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/api/internal/revalidate') {
      for (const tag of CONTENT_TAGS) cacheState.expired.add(tag)
      onExpire()
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
  await new Promise<void>((resolve) => server.listen(getEnv().PORT, '127.0.0.1', resolve))
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
