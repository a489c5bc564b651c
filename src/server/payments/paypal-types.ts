/**
 * The parts of PayPal's REST shapes we read (developer.paypal.com, Orders v2 and
 * Webhooks v1). Everything else PayPal sends is ignored.
 */

/** `{currency_code, value}`: value is a decimal string, e.g. "599.00". */
export type PayPalMoney = { currency_code: string; value: string }

/** A captured payment: `purchase_units[].payments.captures[]` and the PAYMENT.CAPTURE.* webhook resource. */
export type PayPalCapture = {
  id: string
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED'
  status_details?: { reason?: string }
  amount?: PayPalMoney
  custom_id?: string
  supplementary_data?: { related_ids?: { order_id?: string } }
}

/** An order (POST /v2/checkout/orders, GET .../{id}, POST .../{id}/capture). */
export type PayPalOrder = {
  id: string
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED'
  payer?: { email_address?: string; name?: { given_name?: string; surname?: string } }
  purchase_units?: Array<{
    custom_id?: string
    amount?: PayPalMoney
    payments?: { captures?: PayPalCapture[] }
  }>
}

/** An error body (Orders v2 errors): e.g. 422 with `details[0].issue` = "INSTRUMENT_DECLINED". */
export type PayPalErrorBody = {
  name?: string
  /** OAuth errors (token endpoint, a refused bearer token): `invalid_client`, `invalid_token`. */
  error?: string
  message?: string
  debug_id?: string
  details?: Array<{ issue?: string; description?: string }>
}

/** A webhook event (Webhooks v1 "event"): `resource` is a capture for PAYMENT.CAPTURE.*, a refund for .REFUNDED. */
export type PayPalWebhookEvent = {
  id: string
  event_type: string
  resource_type?: string
  resource?: {
    id?: string
    status?: string
    amount?: PayPalMoney
    custom_id?: string
    supplementary_data?: { related_ids?: { order_id?: string } }
    links?: Array<{ href: string; rel: string }>
  }
}
