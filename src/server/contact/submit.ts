import 'server-only'

/**
 * One contact submission, whatever the transport (api/save_contact or the form's server
 * action): rate limit, validation, spam verdict (honeypot: spam; too fast: a lead to review),
 * storage. The answer is only "sent" once
 * the message is stored; its notification job is queued in the same transaction
 * (ContactMessages hooks) and run after the response by the caller.
 *
 * Errors: bad input never throws (422/429 results). A database that cannot be reached is
 * waited for (`withDbRetry`), then answered 503 with nothing stored and the visitor's text
 * kept; any other storage failure throws.
 */
import type { Payload, RequestContext } from 'payload'

import type { SpamReason } from '@/collections/ContactMessages/fields'
import { getEnv } from '@/env'

import type { Attribution } from '@/lib/attribution'
import { hashIp } from '@/lib/client'
import { createStored, isTransientDbError } from '@/server/db-retry'
import { CONTACT_SUCCESS_MESSAGE, HONEYPOT_FIELD, STARTED_FIELD } from '@/contracts/contact'
import { leadExperimentOf } from './experiment'
import { formPageOf } from './form-page'
import { contactRetryAfter, spendContactQuota } from './rate-limit'
import { validateContact, type ContactInput, type FieldErrors } from './validate'

/**
 * About the request: the sender's address (hashed, never stored), browser, the campaign it came
 * from (src/lib/attribution.ts, checked values; none when absent), the time in ms, and the
 * Cookie header (read for the experiment cookie only: ./experiment.ts; never stored).
 * Built from a request by contactMeta (./meta.ts).
 */
export type SubmitMeta = {
  ip: string
  userAgent: string
  attribution?: Attribution
  now?: number
  cookie?: string
}

export type SubmitResult =
  | { status: 200; body: { message: string }; id: number; spam: boolean; jobId: number | string | null }
  | { status: 422; body: FieldErrors }
  | { status: 429; body: { message: string }; retryAfter: number }
  | { status: 503; body: { message: string }; retryAfter: number }

/** The answer when the database stayed unreachable for the whole retry window. */
export const CONTACT_UNAVAILABLE_MESSAGE =
  'Your message could not be saved just now. Please send it again in a minute.'

/**
 * What the anti-spam signals of `raw` make of a message (the rule: docs/security.md "Spam and
 * leads to review", src/contracts/leads.ts). Only the honeypot makes spam, whatever else is
 * seen. A form sent sooner than `minFillMs` after it was shown (autofill does that) is a lead
 * marked `to-review`: stored, counted, mailed. Clients of the JSON API never send the start
 * time: only a present, plausible one counts.
 */
export function leadVerdict(
  raw: Record<string, unknown>,
  now: number,
  minFillMs: number,
): { spam: boolean; spamReason: SpamReason | null; review: 'to-review' | null } {
  const honeypot = raw[HONEYPOT_FIELD]
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '')
    return { spam: true, spamReason: 'honeypot', review: null }
  const started = Number(raw[STARTED_FIELD])
  const tooFast =
    Number.isFinite(started) && started > 0 && now - started < minFillMs && now - started > -60_000
  return { spam: false, spamReason: null, review: tooFast ? 'to-review' : null }
}

/** The 429 result for a sender who may post again in `retryAfter` seconds. */
export function tooMany(retryAfter: number): Extract<SubmitResult, { status: 429 }> {
  return {
    status: 429,
    retryAfter,
    body: { message: `Too many messages. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).` },
  }
}

/**
 * Rate limit (429), validate (422), then store: 200 once the message is in contact-messages.
 * A 422 spends the sender's (larger) budget of rejected posts, a stored message the budget
 * of accepted ones (./rate-limit.ts). `raw` holds the parsed fields (any values); `meta.ip`
 * is hashed, never stored.
 */
export async function submitContact(
  payload: Payload,
  raw: Record<string, unknown>,
  meta: SubmitMeta,
): Promise<SubmitResult> {
  const env = getEnv()
  const now = meta.now ?? Date.now()
  const ipHash = hashIp(meta.ip, env.PAYLOAD_SECRET)
  const blocked = await contactRetryAfter(ipHash)
  if (blocked > 0) return tooMany(blocked)
  const result = validateContact(raw)
  if (!result.ok) {
    const overRejected = await spendContactQuota(ipHash, 'rejected')
    return overRejected > 0 ? tooMany(overRejected) : { status: 422, body: result.errors }
  }
  const overAccepted = await spendContactQuota(ipHash, 'accepted')
  if (overAccepted > 0) return tooMany(overAccepted)
  const verdict = leadVerdict(raw, now, env.CONTACT_MIN_FILL_MS)
  return storeLead(payload, result.data, { raw, meta, ipHash, now, verdict })
}

/** What every transport records about a lead besides its own columns (see storeLead). */
export type LeadReceipt = {
  raw: Record<string, unknown>
  meta: SubmitMeta
  ipHash: string
  now: number
  verdict: ReturnType<typeof leadVerdict>
}

/**
 * Stores a contact message of `columns` (name, email, subject, phone_number, message, and a
 * built form's `form` and `files`) with the receipt: status `new`, time, spam verdict, landing
 * page (FORM_PAGE_FIELD of `raw`) and the experiment variant the sender saw on it
 * (./experiment.ts), hashed sender, browser, campaign and mail state. 200 once it
 * is stored (its notification job queued in the same transaction, its id in `jobId`); 503 when
 * the database stayed unreachable (`withDbRetry`'s window); any other failure throws.
 */
export async function storeLead(
  payload: Payload,
  columns: Record<string, unknown>,
  { raw, meta, ipHash, now, verdict: { spam, spamReason, review } }: LeadReceipt,
): Promise<Extract<SubmitResult, { status: 200 | 503 }>> {
  const context: RequestContext = { disableRevalidate: true }
  // The landing page is looked up inside the retried store: it reads the database too.
  const store = async () => {
    const formPage = await formPageOf(payload, raw)
    return payload.create({
      collection: 'contact-messages',
      data: {
        ...(columns as Pick<ContactInput, 'name' | 'email' | 'subject' | 'message'>),
        status: 'new',
        receivedAt: new Date(now).toISOString(),
        spam,
        spamReason,
        review,
        formPage,
        ipHash,
        userAgent: meta.userAgent.slice(0, 300),
        attribution: meta.attribution ?? {},
        experiment: leadExperimentOf(meta.cookie, formPage) ?? {},
        mailStatus: spam ? 'skipped' : 'pending',
      },
      depth: 0,
      context,
    })
  }
  let doc: Awaited<ReturnType<typeof store>>
  try {
    doc = await createStored(payload, 'contact-messages', store)
  } catch (error) {
    if (!isTransientDbError(error)) throw error
    return unavailable()
  }
  const jobId = context.notifyJobId ?? null
  return { status: 200, body: { message: CONTACT_SUCCESS_MESSAGE }, id: doc.id, spam, jobId }
}

/** The 503 result: the database stayed unreachable, nothing was stored. */
export const unavailable = (): Extract<SubmitResult, { status: 503 }> => ({
  status: 503,
  retryAfter: 60,
  body: { message: CONTACT_UNAVAILABLE_MESSAGE },
})
