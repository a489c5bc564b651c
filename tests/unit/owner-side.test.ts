/** Pure helpers of the agency owner's side: reply link, notification link, spam reason, redirect rules, periods. */
import { describe, expect, it } from 'vitest'

import { replyMailto, replySubject } from '@/lib/reply-mailto'
import { chainProblem, checkFrom, checkTarget } from '@/collections/Redirects/rules'
import { lastMonths, lastWeeks } from '@/dashboard/periods'
import { findRedirect, normalizePath, publishRedirects } from '@/infra/redirect-table'
import { isTimeZone, validateTimeZone } from '@/lib/time-zone'
import { buildNotification, messageAdminUrl } from '@/mail/contact-notification'
import { leadVerdict } from '@/server/contact/submit'

describe('reply link', () => {
  const message = {
    name: 'Ann',
    email: 'ann@example.com',
    subject: 'New site',
    message: 'Hello\nThanks & bye',
  }

  it('writes to the sender with Re: subject and the message quoted', () => {
    const url = new URL(replyMailto(message))
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('ann@example.com')
    expect(url.searchParams.get('subject')).toBe('Re: New site')
    expect(url.searchParams.get('body')).toBe('\r\n\r\nAnn wrote:\r\n> Hello\r\n> Thanks & bye\r\n')
  })

  it('does not stack Re: and drops line breaks from the address', () => {
    expect(replySubject('re: Quote')).toBe('re: Quote')
    expect(replyMailto({ ...message, email: 'ann@example.com\r\nBcc: x@y.z' })).not.toMatch(/[\r\n]/)
  })
})

describe('notification e-mail', () => {
  it('links to the message in the admin', () => {
    const adminUrl = messageAdminUrl('https://agency.example', 42)
    expect(adminUrl).toBe('https://agency.example/admin/collections/contact-messages/42')
    const mail = buildNotification(
      { name: 'Ann', email: 'a@example.com', subject: 'Hi', phone_number: '1', message: 'Hello' },
      adminUrl,
    )
    expect(mail.text).toContain(`Open in the admin: ${adminUrl}`)
    expect(mail.html).toContain(`<a href="${adminUrl}">Open in the admin</a>`)
  })
})

describe('spam reason', () => {
  const now = 1_000_000
  it('names the honeypot, also when the form was sent too fast; too fast alone is no spam', () => {
    expect(leadVerdict({ website: 'x', form_started_at: now - 500 }, now, 3000).spamReason).toBe('honeypot')
    expect(leadVerdict({ form_started_at: now - 500 }, now, 3000).spamReason).toBeNull()
    expect(leadVerdict({ form_started_at: now - 5000 }, now, 3000).spamReason).toBeNull()
  })
})

describe('redirect rules', () => {
  it('accepts site paths as from, refuses the admin, API and URLs', () => {
    expect(checkFrom('/our-work')).toBe(true)
    expect(checkFrom('/admin/x')).toMatch(/cannot be redirected/)
    expect(checkFrom('/api')).toMatch(/cannot be redirected/)
    expect(checkFrom('https://x.example/')).toMatch(/starting with \//)
    expect(checkFrom('//evil.example')).toMatch(/starting with \//)
    expect(checkFrom('/a?b=1')).toMatch(/without \?/)
  })

  it('accepts site paths and http(s) URLs as targets', () => {
    expect(checkTarget('/ourworks')).toBe(true)
    expect(checkTarget('https://example.com/x?y=1')).toBe(true)
    expect(checkTarget('javascript:alert(1)')).toMatch(/full URL/)
    expect(checkTarget('//evil.example')).toMatch(/full URL/)
  })

  it('refuses loops and chains of two hops', () => {
    const saved = [{ from: '/packages', to: '/package' }]
    expect(chainProblem({ from: '/a', to: '/a/' }, [])).toMatch(/loop/)
    expect(chainProblem({ from: '/old', to: '/packages' }, saved)).toMatch(/itself redirected/)
    expect(chainProblem({ from: '/package', to: '/home' }, saved)).toMatch(/already redirects/)
    expect(chainProblem({ from: '/package', to: '/packages' }, saved)).toMatch(/itself redirected/)
    expect(chainProblem({ from: '/our-work', to: 'https://example.com/packages' }, saved)).toBeNull()
  })

  it('looks paths up without trailing slash or query', () => {
    expect(normalizePath('/Our-Work/?x=1')).toBe('/Our-Work')
    expect(normalizePath('/')).toBe('/')
    publishRedirects([{ from: '/our-work', to: '/ourworks', status: 301 }])
    expect(findRedirect('/our-work/')).toEqual({ from: '/our-work', to: '/ourworks', status: 301 })
    expect(findRedirect('/ourworks')).toBeUndefined()
    publishRedirects([])
    expect(findRedirect('/our-work')).toBeUndefined()
  })
})

describe('dashboard periods', () => {
  it('validates time zones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(validateTimeZone('Mars/Olympus')).toMatch(/IANA/)
    expect(validateTimeZone(undefined)).toBe(true)
  })

  it('starts weeks at local Monday midnight across a DST change (Berlin, 25 Oct 2026)', () => {
    const weeks = lastWeeks(new Date('2026-10-28T12:00:00Z'), 'Europe/Berlin', 2)
    expect(weeks.map((w) => w.label)).toEqual(['2026-10-19', '2026-10-26'])
    expect(weeks[0]!.start.toISOString()).toBe('2026-10-18T22:00:00.000Z')
    expect(weeks[1]!.start.toISOString()).toBe('2026-10-25T23:00:00.000Z')
    expect(weeks[0]!.end).toEqual(weeks[1]!.start)
  })

  it('gives this and last month across a year boundary', () => {
    const { current, previous } = lastMonths(new Date('2027-01-01T03:00:00Z'), 'America/New_York')
    expect(current.label).toBe('2026-12')
    expect(previous.label).toBe('2026-11')
    expect(current.end.toISOString()).toBe('2027-01-01T05:00:00.000Z')
  })
})
