import 'server-only'

/**
 * The landing page a lead form names (FORM_PAGE_FIELD, docs/api.md "POST /api/save_contact"):
 * its id when it is a published page, else null. Any other value (missing, not an integer, a
 * draft or deleted page) is ignored: the message is stored without it, never refused.
 */
import type { Payload } from 'payload'

import { FORM_PAGE_FIELD } from '@/contracts/contact'

/** Largest id looked up: beyond it no page exists, and PostgreSQL's integer column would refuse the query. */
const MAX_ID = 2 ** 31 - 1

export async function formPageOf(payload: Payload, raw: Record<string, unknown>): Promise<number | null> {
  const value = raw[FORM_PAGE_FIELD]
  const id = typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null
  const { totalDocs } = await payload.count({
    collection: 'pages',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    overrideAccess: true,
  })
  return totalDocs > 0 ? id : null
}
