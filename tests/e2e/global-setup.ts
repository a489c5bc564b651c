/**
 * Playwright global setup: starts the PayPal stand-in (REST + JS SDK) for the whole run
 * and returns its teardown. The site only calls it on payment requests, so it may start
 * after the web server.
 */
import { startPayPalStandin } from '../helpers/paypal-standin'
import { PAYPAL_STANDIN_PORT } from './paypal'

export default async function globalSetup(): Promise<() => Promise<void>> {
  const standin = await startPayPalStandin(PAYPAL_STANDIN_PORT)
  return () => standin.close()
}
