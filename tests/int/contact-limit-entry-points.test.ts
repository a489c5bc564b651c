/**
 * The contact limit is one budget across its entry points: the lead form's server action
 * (src/components/contact/actions.ts) and `POST /api/save_contact`
 * (src/app/api/save_contact/route.ts). Next compiles them into different bundles, which share
 * the process but no module instance; each entry point is imported here as a module graph of
 * its own (`vi.resetModules()` between the imports) to stand for that. The documented 5
 * accepted messages per window hold whichever entry point a client uses first.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { collectingDefer, contactRequest, VALID_CONTACT } from '../helpers/contact'
import { migratedPayload } from '../helpers/payload'

const state = vi.hoisted(() => ({ payload: undefined as unknown, headers: new Headers() }))

vi.mock('next/headers', () => ({ headers: async () => state.headers }))
vi.mock('next/server', () => ({ after: collectingDefer().defer }))
vi.mock('@/server/payload', () => ({ getServerPayload: async () => state.payload }))

/** The documented limit (README, docs/api.md: CONTACT_RATE_LIMIT's default). */
const LIMIT = 5

let payload: Payload
let ipCounter = 0

beforeAll(async () => {
  payload = await migratedPayload()
  state.payload = payload
})
afterAll(async () => {
  await payload.destroy()
})

/** Each entry point from a module graph of its own, as Next's bundles load them. */
async function entryPoints() {
  vi.resetModules()
  const { sendContactMessage } = await import('@/components/contact/actions')
  vi.resetModules()
  const { POST } = await import('@/app/api/save_contact/route')
  return {
    /** Posts the lead form from `ip`; true when the message was accepted. */
    action: async (ip: string): Promise<'accepted' | 'limited'> => {
      state.headers = new Headers({ 'x-forwarded-for': ip, 'user-agent': 'vitest' })
      const form = new FormData()
      for (const [k, v] of Object.entries(VALID_CONTACT)) form.append(k, v)
      const result = await sendContactMessage({ status: 'idle', values: {}, seq: 0 } as never, form)
      if (result.status === 'success') return 'accepted'
      expect(result).toMatchObject({ status: 'error', message: expect.stringMatching(/^Too many messages/) })
      return 'limited'
    },
    route: async (ip: string): Promise<'accepted' | 'limited'> => {
      const response = await POST(contactRequest({ ip }))
      if (response.status === 200) return 'accepted'
      expect(response.status).toBe(429)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      return 'limited'
    },
  }
}

describe('one contact budget per client across entry points', () => {
  it.each([
    ['the server action', 'api/save_contact', 'action', 'route'],
    ['api/save_contact', 'the server action', 'route', 'action'],
  ] as const)('%s first, then %s', async (_a, _b, first, second) => {
    const sends = await entryPoints()
    const ip = `192.0.2.${++ipCounter}`
    const outcomes = []
    for (let i = 0; i < LIMIT - 2; i++) outcomes.push(await sends[first](ip))
    for (let i = 0; i < 4; i++) outcomes.push(await sends[second](ip))
    outcomes.push(await sends[first](ip))
    expect(outcomes).toEqual([
      ...Array(LIMIT).fill('accepted'),
      ...Array(outcomes.length - LIMIT).fill('limited'),
    ])
  })
})
