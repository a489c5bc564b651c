/**
 * The proxy's 400 for posts of the server actions Payload's admin layout defines
 * (src/server/payload-layout-actions.ts): their ids are read from Next's server reference
 * manifest, and only posts naming one of them are refused.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { payloadActionIds, payloadLayoutAction } from '@/server/payload-layout-actions'

/** A manifest as `next build` writes it: the site's own action and Payload's layout action. */
function manifest(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'actions-')), 'server-reference-manifest.json')
  writeFileSync(
    file,
    JSON.stringify({
      node: {
        '400fd7': { filename: 'src/app/(payload)/layout.tsx', exportedName: '$$RSC_SERVER_ACTION_0' },
        '609ab3': {
          filename: 'node_modules/@payloadcms/next/dist/layouts/Root/index.js',
          exportedName: '$$RSC_SERVER_ACTION_0',
        },
      },
      edge: {},
    }),
  )
  return file
}

const post = (action: string, method = 'POST') =>
  new Request('http://localhost/admin', {
    method,
    headers: { 'next-action': action, 'content-type': 'text/plain' },
    ...(method === 'POST' ? { body: '[{"name":"form-state","args":{}}]' } : {}),
  })

describe('payloadLayoutAction', () => {
  it("reads Payload's actions from the manifest, none of the site's own", () => {
    expect([...payloadActionIds(manifest())]).toEqual(['609ab3'])
    expect(payloadActionIds('/no/such/manifest.json').size).toBe(0)
  })

  it("answers 400 JSON to a post of Payload's layout action and lets every other request go on", async () => {
    const ids = payloadActionIds(manifest())
    const answer = payloadLayoutAction(post('609ab3'), ids)
    expect(answer?.status).toBe(400)
    expect(await answer?.json()).toMatchObject({ message: 'This admin action is not offered.' })
    expect(payloadLayoutAction(post('400fd7'), ids)).toBeNull()
    expect(payloadLayoutAction(post('609ab3', 'GET'), ids)).toBeNull()
    expect(payloadLayoutAction(new Request('http://localhost/admin', { method: 'POST' }), ids)).toBeNull()
  })
})
