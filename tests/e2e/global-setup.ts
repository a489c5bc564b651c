/**
 * Playwright global setup: starts the PayPal stand-in (REST + JS SDK) and the mail sink
 * (./mail-sink.ts) for the whole run and returns their teardown. The site only calls it on payment requests, so it may start
 * after the web server.
 */
import { startPayPalStandin } from '../helpers/paypal-standin'
import { startMailSink } from './mail-sink'
import { PAYPAL_STANDIN_PORT } from './paypal'

export default async function globalSetup(): Promise<() => Promise<void>> {
  const standin = await startPayPalStandin(PAYPAL_STANDIN_PORT)
  const stopMail = await startMailSink()
  return async () => {
    await standin.close()
    await stopMail()
  }
}
