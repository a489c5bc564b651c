/**
 * The PayPal stand-in of the end-to-end run: a loopback server started by
 * tests/e2e/global-setup.ts, which the site under test uses as PAYPAL_API_BASE (REST) and
 * PAYPAL_SDK_URL (the JS SDK the payment page loads). Port: E2E_PAYPAL_PORT, else E2E_PORT + 50.
 */
export const PAYPAL_STANDIN_PORT = Number(
  process.env.E2E_PAYPAL_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 50,
)
export const PAYPAL_STANDIN_URL = `http://127.0.0.1:${PAYPAL_STANDIN_PORT}`
export const PAYPAL_SDK_URL = `${PAYPAL_STANDIN_URL}/sdk/js`
