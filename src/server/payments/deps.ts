import 'server-only'

/** The payment endpoints' dependencies in the running site (route handlers only). */
import { after } from 'next/server'

import { runNotifications } from '@/mail'
import { getServerPayload } from '@/server/payload'

import { getPayPalConfig } from './config'
import type { PaymentDeps } from './handle'

/** Payload, PayPal settings, Next's `after` for post-response work, and the mail queue drain. */
export async function paymentDeps(): Promise<PaymentDeps> {
  return {
    payload: await getServerPayload(),
    paypal: getPayPalConfig(),
    defer: after,
    runMail: runNotifications,
  }
}
