/** Pure helpers of the contact pipeline and API. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { toCsv } from '@/lib/csv'
import { richTextToHtml } from '@/server/api/html'
import { hasValidXsrf, xsrfCookieOf } from '@/lib/xsrf'
import { clientIp } from '@/lib/client'
import { buildNotification, TO_REVIEW_PREFIX } from '@/mail/contact-notification'
import { leadVerdict } from '@/server/contact/submit'
import { validateContact } from '@/server/contact/validate'
import { CONTACT_LIMITS, PHONE_PATTERN } from '@/contracts/contact'

describe('clientIp', () => {
  const h = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {})
  it('uses the right-most entry (the peer Next.js recorded) without trusted proxies', () => {
    expect(clientIp(h('1.1.1.1, 2.2.2.2'), 0)).toBe('2.2.2.2')
  })
  it('uses the entry the outermost trusted proxy saw', () => {
    expect(clientIp(h('9.9.9.9, 1.1.1.1, 10.0.0.2'), 2)).toBe('1.1.1.1')
    expect(clientIp(h('1.1.1.1'), 3)).toBe('1.1.1.1')
  })
  it('says unknown without the header', () => expect(clientIp(h(), 1)).toBe('unknown'))
})

describe('xsrf', () => {
  const req = (cookie?: string, header?: string) =>
    new Request('http://x/', {
      method: 'POST',
      headers: { ...(cookie ? { cookie } : {}), ...(header ? { 'x-xsrf-token': header } : {}) },
    })
  it('reads the cookie URL-decoded among others', () =>
    expect(xsrfCookieOf('a=1; XSRF-TOKEN=ab%3D; b=2')).toBe('ab='))
  it('accepts only a header equal to the cookie', () => {
    expect(hasValidXsrf(req('XSRF-TOKEN=abc', 'abc'))).toBe(true)
    expect(hasValidXsrf(req('XSRF-TOKEN=abc', 'abd'))).toBe(false)
    expect(hasValidXsrf(req(undefined, 'abc'))).toBe(false)
    expect(hasValidXsrf(req('XSRF-TOKEN=abc'))).toBe(false)
  })
})

describe('leadVerdict', () => {
  const now = 1_000_000
  const MIN = 3000
  const honeypot = fc.oneof(fc.constant(undefined), fc.constant(''), fc.string())
  const started = fc.oneof(fc.constant(undefined), fc.integer({ min: now - 20_000, max: now + 120_000 }))

  it('only a filled honeypot makes spam; a form sent too fast alone is a lead to review', () => {
    fc.assert(
      fc.property(honeypot, started, fc.boolean(), (website, at, asText) => {
        const raw = { website, form_started_at: at === undefined || !asText ? at : String(at) }
        const verdict = leadVerdict(raw, now, MIN)
        const filled = website !== undefined && website.trim() !== ''
        const tooFast = at !== undefined && now - at < MIN && now - at > -60_000
        expect(verdict).toEqual({
          spam: filled,
          spamReason: filled ? 'honeypot' : null,
          review: !filled && tooFast ? 'to-review' : null,
        })
      }),
    )
  })

  it('keeps API clients, which send no start time, out of review', () => {
    expect(leadVerdict({}, now, MIN)).toEqual({ spam: false, spamReason: null, review: null })
  })
})

describe('toCsv', () => {
  it('quotes, doubles quotes and defuses formulas', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', '=SUM(A1)', null]])).toBe(
      '\uFEFFa,"b,c","say ""hi""",\'=SUM(A1),\r\n',
    )
  })
})

describe('buildNotification', () => {
  it('escapes HTML and keeps the subject on one line', () => {
    const mail = buildNotification({
      name: '<b>Ann</b>',
      email: 'a@example.com',
      subject: 'Hi\r\nBcc: x@evil.example',
      phone_number: '123456',
      message: '<img src=x onerror=alert(1)>',
    })
    expect(mail.html).toContain('&lt;b&gt;Ann&lt;/b&gt;')
    expect(mail.html).not.toContain('<img')
    expect(mail.subject).toBe('Contact form: Hi Bcc: x@evil.example')
  })

  it('marks a lead to review in the subject and says why in both bodies', () => {
    const message = {
      name: 'Ann',
      email: 'a@example.com',
      subject: 'Quote',
      phone_number: '123456',
      message: 'Hi',
    }
    const mail = buildNotification({ ...message, review: 'to-review' })
    expect(mail.subject).toBe(`${TO_REVIEW_PREFIX}Contact form: Quote`)
    expect(mail.text).toMatch(/^Sent very fast/)
    expect(mail.html).toContain('Sent very fast')
    expect(buildNotification({ ...message, review: 'confirmed' }).subject).toBe('Contact form: Quote')
  })
})

describe('richTextToHtml', () => {
  const doc = (children: unknown[]) => ({
    root: { type: 'root', version: 1, children, direction: null, format: '', indent: 0 },
  })
  const paragraph = (text: string) => ({
    type: 'paragraph',
    version: 1,
    format: '',
    indent: 0,
    direction: null,
    children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
  })
  it('renders paragraphs with escaped text', () => {
    expect(richTextToHtml(doc([paragraph('Hello <world>')]))).toBe('<p>Hello &lt;world&gt;</p>')
  })
  it('drops javascript: links', () => {
    const link = {
      type: 'link',
      version: 3,
      fields: { url: 'javascript:alert(1)', linkType: 'custom' },
      format: '',
      indent: 0,
      direction: null,
      children: [paragraph('x').children[0]],
    }
    const html = richTextToHtml(doc([{ ...paragraph(''), children: [link] }]))
    expect(html).not.toContain('javascript:')
  })
  it('is empty for missing content', () => expect(richTextToHtml(null)).toBe(''))
})

describe('validateContact', () => {
  it('accepts a phone number sent as a JSON number and trims text', () => {
    const result = validateContact({
      name: ' Ann ',
      email: 'a@example.com',
      subject: 'Hi',
      phone_number: 5550100200,
      message: 'Hello',
    })
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Ann',
        email: 'a@example.com',
        subject: 'Hi',
        phone_number: '5550100200',
        message: 'Hello',
      },
    })
  })

  it('drops control characters (PostgreSQL refuses NUL) but keeps tabs and line breaks', () => {
    const fields = { email: 'a@example.com', subject: 'Hi', phone_number: '5550100200' }
    expect(validateContact({ ...fields, name: '\u0000', message: 'x' })).toEqual({
      ok: false,
      errors: { name: 'The name field is required.' },
    })
    const result = validateContact({
      ...fields,
      name: 'A\u0000n\u001bn\u007f',
      message: 'one\r\n\ttwo\u0007',
    })
    expect(result).toMatchObject({ ok: true, data: { name: 'Ann', message: 'one\r\n\ttwo' } })
  })

  it("the phone field's HTML pattern accepts exactly what the server accepts", () => {
    // As the browser compiles a `pattern`: anchored, with the `v` flag.
    const browser = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v')
    const fields = { name: 'Ann', email: 'a@example.com', subject: 'Hi', message: 'Hello' }
    // Blank is the `required` attribute's part, not the pattern's.
    const phone = fc
      .string({ unit: fc.constantFrom(...'0123456789+-() x.'), maxLength: CONTACT_LIMITS.phone_number })
      .filter((value) => value.trim() !== '')
    fc.assert(
      fc.property(phone, (value) => {
        expect(browser.test(value)).toBe(validateContact({ ...fields, phone_number: value }).ok)
      }),
      { numRuns: 2000 },
    )
    for (const value of ['abc', '12', '+1 555 010 0200', '(020) 7946-0000'])
      expect(browser.test(value), value).toBe(validateContact({ ...fields, phone_number: value }).ok)
  })
})
