/**
 * Webhook signatures (src/webhooks/signing.ts) verify with the Standard Webhooks reference
 * package, for generated bodies, ids and times; a changed body, id or secret fails. Secrets
 * are generated in the spec's form. The retry schedule (src/webhooks/schedule.ts) starts within
 * seconds, grows, and keeps trying for 24 hours, then gives up.
 */
import fc from 'fast-check'
import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'

import { FIRST_RETRY_MS, nextAttemptAt, retryDelay, RETRY_WINDOW_MS } from '@/webhooks/schedule'
import { isWebhookSecret, newWebhookSecret, signWebhook } from '@/webhooks/signing'

const id = fc.stringMatching(/^msg_[a-z0-9_.-]{1,60}$/)
const body = fc.json()

describe('signWebhook', () => {
  it('signs so that Webhook.verify accepts the exact body and rejects any change', () => {
    fc.assert(
      fc.property(id, body, fc.string({ minLength: 1 }), (msgId, json, extra) => {
        const secret = newWebhookSecret()
        const now = new Date()
        const headers = signWebhook(secret, msgId, now, json)
        expect(headers['webhook-id']).toBe(msgId)
        expect(headers['webhook-timestamp']).toBe(String(Math.floor(now.getTime() / 1000)))
        expect(new Webhook(secret).verify(json, headers)).toEqual(JSON.parse(json))
        expect(() => new Webhook(secret).verify(json + extra, headers)).toThrow()
        expect(() => new Webhook(secret).verify(json, { ...headers, 'webhook-id': `${msgId}x` })).toThrow()
        expect(() => new Webhook(newWebhookSecret()).verify(json, headers)).toThrow()
      }),
      { numRuns: 200 },
    )
  })

  it('generates secrets of the spec form and refuses malformed ones', () => {
    const secret = newWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(isWebhookSecret(secret)).toBe(true)
    expect(newWebhookSecret()).not.toBe(secret)
    for (const bad of [
      '',
      'whsec_',
      'whsec_short',
      secret.slice(6),
      'whsec_!!!!',
      `whsec_${'A'.repeat(200)}`,
    ])
      expect([bad, isWebhookSecret(bad)]).toEqual([bad, false])
  })
})

describe('retry schedule', () => {
  it('waits seconds first, then longer after each failure', () => {
    expect(retryDelay(1)).toBe(FIRST_RETRY_MS)
    expect(FIRST_RETRY_MS).toBeLessThanOrEqual(10_000)
    for (let n = 1; n < 12; n++) expect(retryDelay(n + 1)).toBeGreaterThanOrEqual(retryDelay(n))
  })

  it('keeps trying up to 24 hours after the first attempt and then gives up', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15_000 }), { maxLength: 40 }), (latencies) => {
        const first = Date.UTC(2026, 0, 1)
        let now = first
        let failures = 0
        for (const latency of [...latencies, ...Array<number>(40).fill(0)]) {
          failures += 1
          const next = nextAttemptAt(failures, first, now)
          if (next === null) break
          expect(next).toBeGreaterThan(now)
          expect(next).toBeLessThanOrEqual(first + RETRY_WINDOW_MS)
          now = next + latency
        }
        expect(now).toBeGreaterThanOrEqual(first + RETRY_WINDOW_MS)
        expect(nextAttemptAt(failures, first, now)).toBeNull()
      }),
    )
  })
})
