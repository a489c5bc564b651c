import type { Endpoint, Where } from 'payload'

import { countsAsSpam } from '@/contracts/leads'
import type { ContactMessage } from '@/payload-types'

import { toCsv } from '@/lib/csv'

const COLUMNS = [
  'receivedAt',
  'status',
  'spam',
  'review',
  'name',
  'email',
  'phone_number',
  'subject',
  'message',
  'mailStatus',
] as const
/** The campaign the sender arrived from (the `attribution` group), after the message's own columns. */
const CAMPAIGN_COLUMNS = ['campaign', 'source', 'medium', 'landingPage'] as const
/** The A/B experiment the lead converts for (the `experiment` group), last. */
const EXPERIMENT_COLUMNS = ['experiment', 'variant'] as const

/**
 * GET /api/contact-messages/export.csv[?status=new|read|archived]: the inbox as CSV, newest
 * first, for signed-in users (same read access as the inbox). The first column, `lead`, says
 * whether the message is a lead by the one definition (src/contracts/leads.ts): `yes`, or `no`
 * for spam.
 */
export const csvExportEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Unauthorized.' }, { status: 401 })
    const status = typeof req.query?.status === 'string' ? req.query.status : undefined
    const where: Where = status ? { status: { equals: status } } : {}
    const { docs } = await req.payload.find({
      collection: 'contact-messages',
      where,
      sort: '-receivedAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      req,
    })
    const rows = docs.map((d: ContactMessage) => [
      countsAsSpam(d) ? 'no' : 'yes',
      ...COLUMNS.map((c) => d[c]),
      ...CAMPAIGN_COLUMNS.map((c) => d.attribution?.[c]),
      d.experiment?.experimentId,
      d.experiment?.variant,
    ])
    const stamp = new Date().toISOString().slice(0, 10)
    return new Response(toCsv([['lead', ...COLUMNS, ...CAMPAIGN_COLUMNS, ...EXPERIMENT_COLUMNS], ...rows]), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="contact-messages-${stamp}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
