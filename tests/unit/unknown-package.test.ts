/**
 * The proxy's 404 for /payment/{key} of an unknown package (src/server/unknown-package.ts):
 * it asks the lookup the serving process's Payload shares, and lets the request go on when it
 * cannot tell.
 */
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it } from 'vitest'

import { writeShared } from '@/infra/shared-state'
import { UNMATCHED_PATH, unknownPackage } from '@/server/unknown-package'

const get = (path: string, method = 'GET') =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { method })
const rewrittenTo = (response: Response | null) => response?.headers.get('x-middleware-rewrite') ?? null

afterEach(() => writeShared('packageLookup', undefined))

describe('unknownPackage', () => {
  it('rewrites an unknown key to the unmatched path and lets a known one go on', async () => {
    const asked: string[] = []
    writeShared('packageLookup', async (key) => {
      asked.push(key)
      return key === 'web-standard'
    })
    expect(rewrittenTo(await unknownPackage(get('/payment/no-such%20package')))).toBe(
      `http://localhost:3000${UNMATCHED_PATH}`,
    )
    expect(await unknownPackage(get('/payment/web-standard/'))).toBeNull()
    expect(asked).toEqual(['no-such package', 'web-standard'])
  })

  it('lets the request go on when it cannot tell (no lookup yet, a failed lookup, a malformed key)', async () => {
    expect(await unknownPackage(get('/payment/no-such-package'))).toBeNull()
    writeShared('packageLookup', () => Promise.reject(new Error('database down')))
    expect(await unknownPackage(get('/payment/no-such-package'))).toBeNull()
    expect(await unknownPackage(get('/payment/%E0%A4%A'))).toBeNull()
  })

  it('only looks at GET and HEAD of /payment/{key}', async () => {
    writeShared('packageLookup', async () => false)
    expect(await unknownPackage(get('/payment/x', 'POST'))).toBeNull()
    expect(await unknownPackage(get('/package'))).toBeNull()
    expect(rewrittenTo(await unknownPackage(get('/payment/x', 'HEAD')))).toContain(UNMATCHED_PATH)
  })

  it('rewrites /payment alone, which is no page, without asking the lookup', async () => {
    for (const path of ['/payment', '/payment/'])
      expect(rewrittenTo(await unknownPackage(get(path)))).toBe(`http://localhost:3000${UNMATCHED_PATH}`)
    expect(await unknownPackage(get('/payment', 'POST'))).toBeNull()
  })
})
