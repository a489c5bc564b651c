import 'server-only'

/**
 * What the contact pipeline records about a submission from its request headers, whatever the
 * transport (api/save_contact, the form's server action, a landing page's lead form): the
 * sender's address (hashed by submitContact, never stored), the browser, and the campaign the
 * visitor arrived from (the campaign cookie, src/lib/attribution.ts: a form post carries it
 * with or without JavaScript), and the Cookie header for the experiment of the form's page
 * (./experiment.ts, resolved once the page is checked).
 */
import { getEnv } from '@/env'
import { attributionOf } from '@/lib/attribution'
import { clientIp } from '@/lib/client'

import type { SubmitMeta } from './submit'

/** The SubmitMeta of a request's headers at `now` (ms). */
export function contactMeta(headers: Headers, now = Date.now()): SubmitMeta {
  return {
    ip: clientIp(headers, getEnv().TRUST_PROXY),
    userAgent: headers.get('user-agent') ?? '',
    attribution: attributionOf(headers.get('cookie'), now),
    cookie: headers.get('cookie') ?? '',
    now,
  }
}
