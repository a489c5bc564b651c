/**
 * Dashboard numbers (src/dashboard/queries.ts) against a seeded set with known counts:
 * spam and non-new messages, week and month boundaries in three time zones (one of them
 * crossing a daylight-saving change inside the 12 weeks), orders in two currencies.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getDashboardData, getSiteTimeZone } from '@/dashboard/queries'

import { addMessage, addOrder } from '../helpers/dashboard'
import { migratedPayload } from '../helpers/payload'

// A Wednesday: 02:00 UTC, Tuesday evening in Los Angeles, Wednesday afternoon in Auckland.
const NOW = new Date('2026-11-25T02:00:00.000Z')

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
  // A: Sunday noon UTC, already Monday in Auckland.
  await addMessage(payload, '2026-11-22T12:00:00.000Z')
  // B: Monday 05:00 UTC, still Sunday in Los Angeles.
  await addMessage(payload, '2026-11-23T05:00:00.000Z')
  // C: inside the current week everywhere.
  await addMessage(payload, '2026-11-24T10:00:00.000Z')
  // Spam: never counted, even with status new.
  await addMessage(payload, '2026-11-24T11:00:00.000Z', { spam: true })
  // Sent too fast: a lead to review, counted as a lead and as new.
  await addMessage(payload, '2026-11-24T11:30:00.000Z', { review: 'to-review' })
  // Marked spam by an editor: never counted.
  await addMessage(payload, '2026-11-24T11:40:00.000Z', { review: 'spam' })
  // Read: a lead of its week, but not new.
  await addMessage(payload, '2026-11-24T12:00:00.000Z', { status: 'read' })
  // Before the first week shown (2026-09-07) everywhere.
  await addMessage(payload, '2026-09-01T00:00:00.000Z')
  // F: first week shown in UTC and Auckland (before its DST change), 2026-09-06 in Los Angeles.
  await addMessage(payload, '2026-09-07T00:30:00.000Z')

  const usd = { currency: 'USD', status: 'completed' } as const
  await addOrder(payload, '2026-11-10T12:00:00.000Z', { ...usd, packageKey: 'seo-basic', amount: 599 })
  await addOrder(payload, '2026-11-20T12:00:00.000Z', { ...usd, packageKey: 'seo-basic', amount: 100.1 })
  // 1 November 02:00 UTC is still October in Los Angeles.
  await addOrder(payload, '2026-11-01T02:00:00.000Z', { ...usd, packageKey: 'seo-basic', amount: 1 })
  await addOrder(payload, '2026-11-03T12:00:00.000Z', {
    currency: 'EUR',
    status: 'completed',
    packageKey: 'ppc',
    amount: 50,
  })
  await addOrder(payload, '2026-10-15T12:00:00.000Z', { ...usd, packageKey: 'ppc', amount: 200 })
  await addOrder(payload, '2026-09-01T12:00:00.000Z', {
    ...usd,
    packageKey: 'smo',
    amount: 300,
    reviewNeeded: true,
  })
  await addOrder(payload, '2026-11-05T12:00:00.000Z', {
    ...usd,
    status: 'pending',
    packageKey: 'ppc',
    amount: 10,
  })
  await addOrder(payload, '2026-11-06T12:00:00.000Z', {
    ...usd,
    status: 'failed',
    packageKey: 'ppc',
    amount: 10,
  })
  await addOrder(payload, '2026-11-07T12:00:00.000Z', {
    ...usd,
    status: 'created',
    packageKey: 'smo',
    amount: 10,
  })
})
afterAll(async () => {
  await payload.destroy()
})

/** The weeks with leads, as `{ weekStart: leads }`. */
const nonZeroWeeks = (weeks: Array<{ weekStart: string; leads: number }>) =>
  Object.fromEntries(weeks.filter((w) => w.leads > 0).map((w) => [w.weekStart, w.leads]))

describe('leads', () => {
  it('counts new leads without spam or read messages', async () => {
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'UTC' })
    expect(data.newLeads).toBe(6)
  })

  it('counts the leads to review', async () => {
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'UTC' })
    expect(data.toReview).toBe(1)
  })

  it('shows 12 weeks starting on Mondays, the current one last', async () => {
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'UTC' })
    expect(data.weeks).toHaveLength(12)
    expect(data.weeks[0]!.weekStart).toBe('2026-09-07')
    expect(data.weeks[11]!.weekStart).toBe('2026-11-23')
  })

  it('counts leads per week in UTC', async () => {
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'UTC' })
    expect(nonZeroWeeks(data.weeks)).toEqual({ '2026-09-07': 1, '2026-11-16': 1, '2026-11-23': 4 })
  })

  it('counts leads per week in Auckland (ahead of UTC, DST starts inside the range)', async () => {
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'Pacific/Auckland' })
    expect(data.weeks[11]!.weekStart).toBe('2026-11-23')
    expect(nonZeroWeeks(data.weeks)).toEqual({ '2026-09-07': 1, '2026-11-23': 5 })
  })

  it('counts leads per week in Los Angeles (behind UTC)', async () => {
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'America/Los_Angeles' })
    expect(data.weeks[0]!.weekStart).toBe('2026-09-07')
    expect(nonZeroWeeks(data.weeks)).toEqual({ '2026-11-16': 2, '2026-11-23': 3 })
  })
})

describe('orders', () => {
  it('sums completed orders per currency this month and last month, in cents', async () => {
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'UTC' })
    expect(data.thisMonth).toEqual({
      month: '2026-11',
      byCurrency: [
        { currency: 'EUR', orders: 1, revenueCents: 5000 },
        { currency: 'USD', orders: 3, revenueCents: 70010 },
      ],
    })
    expect(data.lastMonth).toEqual({
      month: '2026-10',
      byCurrency: [{ currency: 'USD', orders: 1, revenueCents: 20000 }],
    })
  })

  it('puts month boundaries in the site time zone', async () => {
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'America/Los_Angeles' })
    expect(data.thisMonth.byCurrency).toEqual([
      { currency: 'EUR', orders: 1, revenueCents: 5000 },
      { currency: 'USD', orders: 2, revenueCents: 69910 },
    ])
    expect(data.lastMonth.byCurrency).toEqual([{ currency: 'USD', orders: 2, revenueCents: 20100 }])
  })

  it('ranks packages by completed orders', async () => {
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'UTC' })
    expect(data.topPackages).toEqual([
      { packageKey: 'seo-basic', orders: 3 },
      { packageKey: 'ppc', orders: 2 },
      { packageKey: 'smo', orders: 1 },
    ])
  })

  it('lists orders needing attention: pending, failed, flagged', async () => {
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'UTC' })
    expect(data.attention).toEqual({ pending: 1, failed: 1, reviewNeeded: 1, total: 3 })
  })
})

describe('time zone setting', () => {
  it('defaults to UTC', async () => {
    expect(await getSiteTimeZone(payload)).toBe('UTC')
  })

  it('refuses an unknown zone with the field message', async () => {
    await expect(
      payload.updateGlobal({ slug: 'settings', data: { time_zone: 'Mars/Olympus' } }),
    ).rejects.toMatchObject({
      data: {
        errors: expect.arrayContaining([
          expect.objectContaining({ path: 'time_zone', message: expect.stringMatching(/IANA time zone/) }),
        ]),
      },
    })
  })
})
