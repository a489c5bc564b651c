import 'server-only'

/**
 * The checkout part of /payment/{key}: PayPal's button when PayPal is configured,
 * otherwise (or when PayPal's script cannot load, or before and without JavaScript) a note
 * that online payment is unavailable, with the agency's e-mail and phone from the settings
 * and a link to /contact?package={key}.
 *
 * `connection()`: PayPal settings are read per request, so setting PAYPAL_CLIENT_ID takes
 * effect on restart without a rebuild (the page would otherwise be prerendered).
 */
import { connection } from 'next/server'

import { SiteLink } from '@/components/SiteLink/SiteLink'
import { getSettings } from '@/server/data'
import { telHref } from '@/lib/format'
import { getPayPalButtonConfig } from '@/server/payments/config'

import styles from './checkout.module.css'
import { LazyPayPalCheckout } from './LazyPayPalCheckout.client'

async function Unavailable({ packageId }: { packageId: string }) {
  const settings = await getSettings()
  return (
    <div role="status" className={styles.unavailable}>
      Online payment is unavailable at the moment. Please contact us to order this package: e-mail{' '}
      <a href={`mailto:${settings.header_email}`}>{settings.header_email}</a>, call{' '}
      <a href={telHref(settings.header_phone)}>{settings.header_phone}</a> or{' '}
      <SiteLink href={`/contact?${new URLSearchParams({ package: packageId })}`}>send us a message</SiteLink>.
    </div>
  )
}

/** `via`: the landing page the buyer came through, passed on to the order request (checked there). */
export async function PaymentCheckout({ packageId, via }: { packageId: string; via?: string }) {
  await connection()
  const config = getPayPalButtonConfig()
  const unavailable = <Unavailable packageId={packageId} />
  if (!config) return unavailable
  return (
    <LazyPayPalCheckout
      packageId={packageId}
      via={via}
      clientId={config.clientId}
      sdkUrl={config.sdkUrl}
      environment={config.environment}
      unavailable={unavailable}
    />
  )
}
