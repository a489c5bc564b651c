/**
 * The helpers of `npm start` (scripts/lib.ts, scripts/start.ts): the setup-token line, and the
 * wait for the starting server after which the cached pages are expired and the line is
 * printed again, last, LAST_LINE_DELAY_MS after the server's log has written its lines.
 */
import { describe, expect, it } from 'vitest'

import { LOG_FLUSH_MS } from '@/infra/logger'

import { LAST_LINE_DELAY_MS, setupTokenLine, whenServerAnswers } from '../../scripts/lib'

describe('npm start', () => {
  it('names the address and the token in the setup-token line', () => {
    expect(setupTokenLine({ SERVER_URL: 'http://localhost:3000' }, 'abc')).toBe(
      'No user yet: create the first admin at http://localhost:3000/admin/create-first-user with the setup token abc',
    )
  })

  it('waits until the server answers, through refused connections, and gives up after its attempts', async () => {
    let calls = 0
    const answersThird = () =>
      ++calls < 3 ? Promise.reject(new Error('ECONNREFUSED')) : Promise.resolve(true)
    expect(await whenServerAnswers(answersThird, { intervalMs: 1 })).toBe(true)
    expect(calls).toBe(3)
    expect(await whenServerAnswers(() => Promise.resolve(false), { attempts: 3, intervalMs: 1 })).toBe(false)
  })

  it('prints the line again later than the server log writes its buffered lines', () => {
    expect(LAST_LINE_DELAY_MS).toBeGreaterThan(LOG_FLUSH_MS)
  })
})
