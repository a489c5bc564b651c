/**
 * The campaign cookie's values (src/lib/attribution.ts): what a query and a cookie may carry,
 * how arrivals replace or keep what is remembered, and what a contact message records.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  ATTRIBUTION_MAX_AGE_S,
  attributionCookieOf,
  attributionOf,
  attributionSetCookie,
  cleanPath,
  cleanText,
  decodeAttribution,
  encodeAttribution,
  nextAttribution,
  splitQuery,
  TEXT_MAX_BYTES,
  TEXT_MAX_CHARS,
} from '@/lib/attribution'

const DAY_MS = 24 * 60 * 60 * 1000
const NOW = Date.parse('2026-11-26T12:00:00Z')

describe('splitQuery', () => {
  it('takes the five parameters out and keeps the rest of the query byte for byte', () => {
    const split = splitQuery(
      'q=a%20b&utm_source=google&utm_medium=cpc&utm_campaign=Spring+Sale&x=1&gclid=Cj0K_x-1.2~&fbclid=IwAR2',
    )
    expect(split).toEqual({
      found: true,
      campaign: {
        source: 'google',
        medium: 'cpc',
        campaign: 'Spring Sale',
        gclid: 'Cj0K_x-1.2~',
        fbclid: 'IwAR2',
      },
      rest: 'q=a%20b&x=1',
    })
  })

  it('finds a parameter whatever its encoding, keeps the first of a repeat, drops empty and invalid values', () => {
    expect(splitQuery('utm%5Fcampaign=spring&utm_campaign=autumn')).toEqual({
      found: true,
      campaign: { campaign: 'spring' },
      rest: '',
    })
    expect(splitQuery('utm_source=&gclid=not%20valid&fbclid')).toEqual({
      found: true,
      campaign: {},
      rest: '',
    })
    expect(splitQuery('page=2&utm=1')).toEqual({ found: false, campaign: {}, rest: 'page=2&utm=1' })
  })
})

describe('values', () => {
  it('cleans texts: control characters and runs of white space become one space, capped in characters and bytes', () => {
    expect(cleanText('  Spring\u0000\t\nSale  ')).toBe('Spring Sale')
    expect(cleanText('x'.repeat(500))).toHaveLength(TEXT_MAX_CHARS)
    const emoji = cleanText('😀'.repeat(TEXT_MAX_CHARS))!
    expect(Buffer.byteLength(emoji)).toBeLessThanOrEqual(TEXT_MAX_BYTES)
    expect(emoji).toBe('😀'.repeat(TEXT_MAX_BYTES / 4))
    expect(cleanText(' \u0007 ')).toBeUndefined()
    expect(cleanText(42)).toBeUndefined()
  })

  it("accepts only the site's own paths", () => {
    expect(cleanPath('/web-design-offer')).toBe('/web-design-offer')
    expect(cleanPath('/blog/%C3%A9t%C3%A9')).toBe('/blog/%C3%A9t%C3%A9')
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/a?b=1',
      '/a b',
      '/é',
      `/${'a'.repeat(200)}`,
      '',
    ])
      expect(cleanPath(bad), bad).toBeUndefined()
  })

  it('keeps every value of any query within its limits, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600, unit: 'binary' }), (query) => {
        const { campaign } = splitQuery(query)
        for (const field of ['source', 'medium', 'campaign'] as const) {
          const value = campaign[field]
          if (value === undefined) continue
          expect([...value].length).toBeLessThanOrEqual(TEXT_MAX_CHARS)
          expect(Buffer.byteLength(value)).toBeLessThanOrEqual(TEXT_MAX_BYTES)
          expect(value).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/)
        }
        for (const field of ['gclid', 'fbclid'] as const)
          if (campaign[field] !== undefined) expect(campaign[field]).toMatch(/^[\w.~-]{1,200}$/)
      }),
    )
  })
})

describe('arrivals', () => {
  it('starts with this arrival as both landing page and first page', () => {
    expect(nextAttribution(null, { campaign: 'spring', source: 'google' }, '/contact', NOW)).toEqual({
      campaign: 'spring',
      source: 'google',
      landingPage: '/contact',
      firstPage: '/contact',
      firstSeenAt: NOW / 1000,
    })
  })

  it('replaces the campaign and landing page (last touch) but keeps the first page for 30 days (first touch)', () => {
    const first = nextAttribution(null, { campaign: 'spring', medium: 'cpc', gclid: 'abc' }, '/offer', NOW)
    const second = nextAttribution(first, { campaign: 'autumn' }, '/blog', NOW + 29 * DAY_MS)
    expect(second).toEqual({
      campaign: 'autumn',
      landingPage: '/blog',
      firstPage: '/offer',
      firstSeenAt: NOW / 1000,
    })
    const later = nextAttribution(first, { campaign: 'winter' }, '/about', NOW + 30 * DAY_MS)
    expect(later).toMatchObject({ firstPage: '/about', firstSeenAt: NOW / 1000 + ATTRIBUTION_MAX_AGE_S })
  })

  it('records nothing for an arrival without a valid value', () => {
    expect(nextAttribution(null, {}, '/contact', NOW)).toBeNull()
  })
})

describe('the cookie', () => {
  const cookie = nextAttribution(
    null,
    { campaign: 'Spring Sale', source: 'google', fbclid: 'IwAR2' },
    '/offer',
    NOW,
  )!

  it('is HttpOnly, SameSite=Lax, 30 days, Secure on https, and reads back as written', () => {
    const header = attributionSetCookie(cookie, true)
    expect(header).toMatch(/^lead_source=[\w-]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/)
    expect(attributionSetCookie(cookie, false)).not.toContain('Secure')
    const value = header.split(';')[0]!.slice('lead_source='.length)
    expect(attributionCookieOf(`XSRF-TOKEN=x; lead_source=${value}; other=1`)).toEqual(cookie)
  })

  it('checks a hand-made cookie like a query: bad values dropped, garbage ignored', () => {
    const forged = Buffer.from(
      JSON.stringify({ c: 'x'.repeat(300), l: '//evil.example', g: 'a b', s: 7, p: '/ok', t: 'soon' }),
    ).toString('base64url')
    expect(decodeAttribution(forged)).toEqual({ campaign: 'x'.repeat(TEXT_MAX_CHARS), firstPage: '/ok' })
    for (const garbage of ['', 'not base64!', Buffer.from('[1]').toString('base64url'), 'a'.repeat(5000)])
      expect(decodeAttribution(garbage), garbage).toBeNull()
    expect(attributionCookieOf('lead_source=%%%')).toBeNull()
    expect(attributionCookieOf(null)).toBeNull()
  })

  it('gives a contact message its fields, without a first page older than 30 days', () => {
    const header = `lead_source=${encodeAttribution(cookie)}`
    expect(attributionOf(header, NOW + DAY_MS)).toEqual({
      campaign: 'Spring Sale',
      source: 'google',
      fbclid: 'IwAR2',
      landingPage: '/offer',
      firstPage: '/offer',
    })
    expect(attributionOf(header, NOW + 31 * DAY_MS)).not.toHaveProperty('firstPage')
    expect(attributionOf('', NOW)).toEqual({})
  })
})
