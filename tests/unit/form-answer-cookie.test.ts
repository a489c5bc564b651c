/**
 * The signed answer cookie of a post's form (src/server/forms/answer-cookie.ts): it opens to what
 * was sealed until it expires; a forged, altered or malformed token opens as null; answers too
 * long for a cookie lose their longest values first and keep every message.
 */
import { describe, expect, it } from 'vitest'

import { answerCookie, FORM_ANSWER_MAX_AGE_S, openAnswer, sealAnswer } from '@/server/forms/answer-cookie'

const SECRET = 'a-test-secret-of-some-length-0123456789'
const STATE = {
  form: 7,
  status: 'error' as const,
  errors: { email: 'The E-mail must be a valid email address.' },
  values: { name: 'Ann', email: 'nope' },
}

describe('the form answer cookie', () => {
  it('opens to what was sealed until it expires', () => {
    const now = Date.UTC(2026, 0, 1)
    const token = sealAnswer(STATE, SECRET, now)
    expect(openAnswer(token, SECRET, now + 1000)).toEqual(STATE)
    expect(openAnswer(token, SECRET, now + FORM_ANSWER_MAX_AGE_S * 1000 + 1)).toBeNull()
  })

  it('refuses another secret, an altered body, and garbage', () => {
    const token = sealAnswer(STATE, SECRET)
    const [body, signature] = token.split('.')
    expect(openAnswer(token, `${SECRET}x`)).toBeNull()
    expect(openAnswer(`${body}A.${signature}`, SECRET)).toBeNull()
    for (const garbage of [undefined, '', '.', 'a.b', `${token}.x`, 'ü.ü'])
      expect(openAnswer(garbage, SECRET)).toBeNull()
  })

  it('drops the longest values first when the answer is too long, keeping the messages', () => {
    // Text that does not deflate: a linear congruential sequence of printable characters.
    let seed = 1
    const noise = Array.from({ length: 5000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return String.fromCharCode(33 + (seed % 90))
    }).join('')
    const values = { name: 'Ann', brief: noise }
    const token = sealAnswer({ ...STATE, values }, SECRET)
    expect(token.length).toBeLessThanOrEqual(3500)
    expect(openAnswer(token, SECRET)).toEqual({ ...STATE, values: { name: 'Ann' } })
  })

  it('is HttpOnly, scoped to its page, short-lived, Secure over https', () => {
    expect(answerCookie('t', '/blog/x/answer', false)).toBe(
      `form-answer=t; Path=/blog/x/answer; Max-Age=${FORM_ANSWER_MAX_AGE_S}; HttpOnly; SameSite=Lax`,
    )
    expect(answerCookie('t', '/blog/x/answer', true)).toMatch(/; Secure$/)
  })
})
