import 'server-only'

/**
 * Leads (contact messages that do not count as spam: src/contracts/leads.ts) by campaign and by landing page, this and last month, as
 * their messages recorded them from the campaign cookie (contact-messages `attribution`,
 * src/lib/attribution.ts). One grouped query per dimension over the two months' range of
 * `receivedAt`; at most SOURCES_SHOWN rows each, most leads this month first, then last
 * month, then by name; a `name` of null gathers the leads without one (no campaign cookie, or
 * an empty value). SQL shared by SQLite and PostgreSQL (./sql.ts).
 */
import type { Payload } from 'payload'

import type { Period } from './periods'
import { isLead, selectRows, sql, table, toNumber, within } from './sql'

/** Rows per table (the rest are left out; the inbox filter finds them all). */
export const SOURCES_SHOWN = 10

/** One campaign or landing page: its leads in the current and the previous month. */
export type SourceCount = { name: string | null; thisMonth: number; lastMonth: number }

export type LeadSources = {
  /** The months counted, `YYYY-MM` in the site's time zone. */
  months: { current: string; previous: string }
  campaigns: SourceCount[]
  landingPages: SourceCount[]
}

/** The attribution columns grouped by (Drizzle keys of the `attribution` group's fields). */
const COLUMNS = { campaign: 'attribution_campaign', landingPage: 'attribution_landingPage' } as const

async function countBy(
  payload: Payload,
  dimension: keyof typeof COLUMNS,
  months: { current: Period; previous: Period },
): Promise<SourceCount[]> {
  const t = table(payload, 'contact_messages')
  // '' and NULL are one group: "none".
  const name = sql`NULLIF(${t[COLUMNS[dimension]]}, '')`
  const rows = await selectRows(
    payload,
    sql`SELECT ${name} AS name,
      SUM(CASE WHEN ${within(t.receivedAt, months.current)} THEN 1 ELSE 0 END) AS this_leads,
      SUM(CASE WHEN ${within(t.receivedAt, months.previous)} THEN 1 ELSE 0 END) AS last_leads
    FROM ${t}
    WHERE ${t.receivedAt} >= ${months.previous.start.toISOString()}
      AND ${t.receivedAt} < ${months.current.end.toISOString()} AND ${isLead(t)}
    GROUP BY ${name}
    ORDER BY this_leads DESC, last_leads DESC, CASE WHEN ${name} IS NULL THEN 1 ELSE 0 END, ${name}
    LIMIT ${sql.raw(String(SOURCES_SHOWN))}`,
  )
  return rows.map((r) => ({
    name: r.name === null || r.name === undefined ? null : String(r.name),
    thisMonth: toNumber(r.this_leads),
    lastMonth: toNumber(r.last_leads),
  }))
}

/** Leads by campaign and by landing page in `months` (src/dashboard/periods.ts lastMonths). */
export async function getLeadSources(
  payload: Payload,
  months: { current: Period; previous: Period },
): Promise<LeadSources> {
  const [campaigns, landingPages] = await Promise.all([
    countBy(payload, 'campaign', months),
    countBy(payload, 'landingPage', months),
  ])
  return {
    months: { current: months.current.label, previous: months.previous.label },
    campaigns,
    landingPages,
  }
}
