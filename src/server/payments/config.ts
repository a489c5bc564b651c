import 'server-only'

/**
 * PayPal settings from the environment, for the server (REST) and the page
 * (JS SDK). Null when PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are unset: payment is then
 * "unavailable" (503 from the endpoints, a contact hint on the page).
 */
import { getEnv, type Env } from '@/env'

import type { PayPalConfig } from './paypal-client'

/** REST settings, or null when PayPal is not configured. */
export function getPayPalConfig(env: Env = getEnv()): PayPalConfig | null {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null
  return {
    apiBase: env.PAYPAL_API_BASE,
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    webhookId: env.PAYPAL_WEBHOOK_ID,
  }
}

/** What the browser needs to load the JS SDK (public values only), or null when not configured. */
export type PayPalButtonConfig = {
  clientId: string
  sdkUrl: string | null
  environment: 'sandbox' | 'production'
}

export function getPayPalButtonConfig(env: Env = getEnv()): PayPalButtonConfig | null {
  if (!getPayPalConfig(env)) return null
  return {
    clientId: env.PAYPAL_CLIENT_ID!,
    sdkUrl: env.PAYPAL_SDK_URL ?? null,
    environment: env.PAYPAL_ENV === 'live' ? 'production' : 'sandbox',
  }
}
