/**
 * Leads traced to their campaign, on SQLite and PostgreSQL (`npm run test:int:pg`): a contact
 * message stores the campaign cookie's checked fields (src/server/contact/meta.ts), the
 * dashboard groups leads by campaign and by landing page for this and last month
 * (src/dashboard/lead-sources.ts), and the demo privacy policy says what is kept.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getLeadSources } from '@/dashboard/lead-sources'
import { lastMonths } from '@/dashboard/periods'
import { getDashboardData } from '@/dashboard/queries'
import { encodeAttribution, nextAttribution } from '@/lib/attribution'
import { privacyPolicySeed } from '@/seed/content/copy'
import { handleSaveContact } from '@/server/contact/handle'

import { collectingDefer, contactRequest, VALID_CONTACT } from '../helpers/contact'
import { addMessage } from '../helpers/dashboard'
import { migratedPayload } from '../helpers/payload'

// This month is 2025-06, last month 2025-05 (UTC): the messages sent above (now) are not in them.
const NOW = new Date('2025-06-25T02:00:00.000Z')

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(async () => {
  await payload.destroy()
})

/** Sends a valid message with `cookies`; returns the stored message's attribution group. */
async function sendWith(subject: string, cookies: string | undefined, ip: string) {
  const response = await handleSaveContact(
    contactRequest({ fields: { ...VALID_CONTACT, subject }, cookies, ip }),
    { payload, defer: collectingDefer().defer },
  )
  expect(response.status).toBe(200)
  const { docs } = await payload.find({
    collection: 'contact-messages',
    where: { subject: { equals: subject } },
  })
  return docs[0]!.attribution
}

describe('a contact message', () => {
  it('stores the campaign, source, medium, click ids, landing page and first page of the cookie', async () => {
    const first = nextAttribution(
      null,
      { campaign: 'spring', source: 'google', medium: 'cpc' },
      '/offer',
      Date.now(),
    )
    const cookie = nextAttribution(
      first,
      { campaign: 'spring', source: 'google', medium: 'cpc', gclid: 'Cj0KCQ_abc-1' },
      '/contact',
      Date.now(),
    )!
    expect(await sendWith('From spring', `lead_source=${encodeAttribution(cookie)}`, '203.0.113.31')).toEqual(
      {
        campaign: 'spring',
        source: 'google',
        medium: 'cpc',
        gclid: 'Cj0KCQ_abc-1',
        fbclid: null,
        landingPage: '/contact',
        firstPage: '/offer',
      },
    )
  })

  it('stores nothing of a missing or forged cookie but its valid values, and is still accepted', async () => {
    const empty = {
      campaign: null,
      source: null,
      medium: null,
      gclid: null,
      fbclid: null,
      landingPage: null,
      firstPage: null,
    }
    expect(await sendWith('No campaign', undefined, '203.0.113.32')).toEqual(empty)
    const forged = Buffer.from(
      JSON.stringify({ c: 'x\u0000y', l: '//evil.example', f: '<script>' }),
    ).toString('base64url')
    expect(await sendWith('Forged campaign', `lead_source=${forged}`, '203.0.113.33')).toEqual({
      ...empty,
      campaign: 'x y',
    })
    expect(await sendWith('Garbage campaign', 'lead_source=%ff%00', '203.0.113.34')).toEqual(empty)
  })
})

describe('dashboard', () => {
  beforeAll(async () => {
    const lead = (
      receivedAt: string,
      attribution?: { campaign?: string; landingPage?: string },
      spam = false,
    ) => addMessage(payload, receivedAt, { spam, ...(attribution ? { attribution } : {}) })
    await lead('2025-06-03T10:00:00.000Z', { campaign: 'spring', landingPage: '/offer' })
    await lead('2025-06-04T10:00:00.000Z', { campaign: 'spring', landingPage: '/offer' })
    await lead('2025-05-20T10:00:00.000Z', { campaign: 'spring', landingPage: '/contact' })
    await lead('2025-05-05T10:00:00.000Z', { campaign: 'autumn', landingPage: '/blog' })
    await lead('2025-05-06T10:00:00.000Z', { campaign: 'autumn', landingPage: '/blog' })
    await lead('2025-06-10T10:00:00.000Z', { campaign: 'autumn', landingPage: '/offer' })
    // Without a campaign: no cookie, and an empty value; both "none".
    await lead('2025-06-12T10:00:00.000Z')
    await lead('2025-06-13T10:00:00.000Z', { campaign: '', landingPage: '' })
    // Never counted: spam, and before last month.
    await lead('2025-06-05T10:00:00.000Z', { campaign: 'spring', landingPage: '/offer' }, true)
    await lead('2025-04-30T23:59:59.000Z', { campaign: 'spring', landingPage: '/offer' })
    // Last month's first instant and this month's last one count; next month's first does not.
    await lead('2025-05-01T00:00:00.000Z', { campaign: 'edges', landingPage: '/edge' })
    await lead('2025-06-30T23:59:59.999Z', { campaign: 'edges', landingPage: '/edge' })
    await lead('2025-07-01T00:00:00.000Z', { campaign: 'edges', landingPage: '/edge' })
  })
  it('counts leads by campaign and by landing page, this month and last, most leads first', async () => {
    const sources = await getLeadSources(payload, lastMonths(NOW, 'UTC'))
    expect(sources.months).toEqual({ current: '2025-06', previous: '2025-05' })
    expect(sources.campaigns).toEqual([
      { name: 'spring', thisMonth: 2, lastMonth: 1 },
      { name: null, thisMonth: 2, lastMonth: 0 },
      { name: 'autumn', thisMonth: 1, lastMonth: 2 },
      { name: 'edges', thisMonth: 1, lastMonth: 1 },
    ])
    expect(sources.landingPages).toEqual([
      { name: '/offer', thisMonth: 3, lastMonth: 0 },
      { name: null, thisMonth: 2, lastMonth: 0 },
      { name: '/edge', thisMonth: 1, lastMonth: 1 },
      { name: '/blog', thisMonth: 0, lastMonth: 2 },
      { name: '/contact', thisMonth: 0, lastMonth: 1 },
    ])
  })

  it("counts in the site's time zone and comes with the rest of the dashboard", async () => {
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'America/Los_Angeles' })
    // 1 May 00:00 UTC is still April in Los Angeles; 1 July 00:00 UTC still June.
    expect(data.leadSources.campaigns.find((c) => c.name === 'edges')).toEqual({
      name: 'edges',
      thisMonth: 2,
      lastMonth: 0,
    })
  })
})

describe('the demo privacy policy', () => {
  it('says how visits are counted: no cookie, nothing that names a visitor, how long the totals stay', () => {
    const text = JSON.stringify(privacyPolicySeed.content)
    for (const words of [
      'Visit counts',
      'no cookie and no script',
      'changes every day',
      'is ever stored',
      '25 months',
    ])
      expect(text, words).toContain(words)
  })

  it('names the cookie, what it holds, how long, and why', () => {
    const text = JSON.stringify(privacyPolicySeed.content)
    for (const words of [
      'lead_source',
      '30 days',
      'utm_campaign',
      'gclid',
      'fbclid',
      'page you landed on',
      'message or pay for a package',
      'no third-party scripts',
    ])
      expect(text, words).toContain(words)
  })
})
