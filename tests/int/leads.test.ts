/**
 * The one definition of a lead (src/contracts/leads.ts) is what every count follows: the
 * Payload conditions of the inbox links, the dashboard's SQL, the CSV export's `lead` column and
 * the mail's skip rule agree with `countsAsSpam` on every combination of the honeypot flag and
 * the editor's verdict. An editor's one action (a PATCH of `review` alone) moves a lead to review
 * in or out of the counts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { countsAsSpam, LEAD_CONDITIONS, REVIEW_VERDICTS } from '@/contracts/leads'
import { getDashboardData } from '@/dashboard/queries'
import { isLead, selectRows, sql, table, toNumber } from '@/dashboard/sql'
import type { ContactMessage } from '@/payload-types'

import { addMessage } from '../helpers/dashboard'
import { migratedPayload } from '../helpers/payload'
import { rest, restLogin } from '../helpers/rest'

const NOW = new Date('2026-11-25T02:00:00.000Z')
const context = { disableRevalidate: true }

let payload: Payload
let token: string
const made: ContactMessage[] = []

beforeAll(async () => {
  payload = await migratedPayload()
  for (const spam of [false, true])
    for (const review of [null, ...REVIEW_VERDICTS])
      made.push(await addMessage(payload, '2026-11-24T10:00:00.000Z', { spam, review }))
  const email = 'leads-editor@example.com'
  const password = 'a-long-password-123'
  await payload.create({ collection: 'users', data: { email, password, role: 'editor' }, context })
  token = ((await (await restLogin(email, password)).json()) as { token: string }).token
})

afterAll(async () => {
  await payload.destroy()
})

/** The ids the one definition calls leads, read back from the database. */
async function expectedLeads(): Promise<number[]> {
  const { docs } = await payload.find({ collection: 'contact-messages', pagination: false, depth: 0 })
  return docs.filter((d) => !countsAsSpam(d)).map((d) => d.id)
}

describe('one definition of a lead', () => {
  it('covers every combination of honeypot and verdict', async () => {
    expect(made).toHaveLength(8)
    expect((await expectedLeads()).sort()).toEqual(
      made.filter((m) => !m.spam && m.review !== 'spam').map((m) => m.id),
    )
  })

  it('the inbox conditions find the same messages', async () => {
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { and: LEAD_CONDITIONS },
      pagination: false,
      depth: 0,
    })
    expect(docs.map((d) => d.id).sort()).toEqual((await expectedLeads()).sort())
  })

  it('the dashboard SQL counts the same messages', async () => {
    const t = table(payload, 'contact_messages')
    const rows = await selectRows(payload, sql`SELECT ${t.id} AS id FROM ${t} WHERE ${isLead(t)}`)
    expect(rows.map((r) => toNumber(r.id)).sort()).toEqual((await expectedLeads()).sort())
    const data = await getDashboardData(payload, { now: NOW, timeZone: 'UTC' })
    expect(data.weeks.at(-1)!.leads).toBe((await expectedLeads()).length)
    expect(data.newLeads).toBe((await expectedLeads()).length)
  })

  it("the CSV export's lead column says the same", async () => {
    const response = await rest('/api/contact-messages/export.csv', { token })
    expect(response.status).toBe(200)
    const [header, ...lines] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header!.split(',')[0]).toBe('lead')
    expect(lines.filter((l) => l.startsWith('yes,'))).toHaveLength((await expectedLeads()).length)
  })
})

describe("the editor's action on a lead to review", () => {
  it.each([
    ['confirms it: it stays a lead', 'confirmed', 0],
    ['marks it spam: it leaves every count', 'spam', -1],
  ] as const)('%s', async (_, verdict, change) => {
    const lead = await addMessage(payload, '2026-11-24T10:00:00.000Z', { review: 'to-review' })
    const before = await getDashboardData(payload, { now: NOW, timeZone: 'UTC' })
    const response = await rest(`/api/contact-messages/${lead.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ review: verdict }),
    })
    expect(response.status).toBe(200)
    const after = await getDashboardData(payload, { now: NOW, timeZone: 'UTC' })
    expect(after.toReview).toBe(before.toReview - 1)
    expect(after.newLeads).toBe(before.newLeads + change)
    expect(after.weeks.at(-1)!.leads).toBe(before.weeks.at(-1)!.leads + change)
  })
})
