/**
 * The browser side of the payment endpoints, used by the checkout island. Both
 * calls send the anti-forgery header copied from the XSRF-TOKEN cookie (docs/api.md); the
 * browser sends only the package id, never an amount.
 */
import { XSRF_COOKIE, XSRF_HEADER } from '@/contracts/http'

/** The capture answer: COMPLETED (200), PENDING (202), DECLINED (402, `issue` says why). */
export type CaptureAnswer = {
  status: 'COMPLETED' | 'PENDING' | 'DECLINED'
  issue?: string
  packageId: string
  amount: string
  currency: string
  message?: string
}

function xsrfToken(): string {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${XSRF_COOKIE}=`))
  return match ? decodeURIComponent(match.slice(XSRF_COOKIE.length + 1)) : ''
}

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [XSRF_HEADER]: xsrfToken() },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    json: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  }
}

const messageOf = (json: Record<string, unknown>, fallback: string) =>
  typeof json.message === 'string' ? json.message : fallback

/**
 * POST api/payments/orders for `packageId`, naming the landing page `via` the buyer came through
 * (the server checks it and decides the amount); resolves with the PayPal order id. Throws with
 * the server's message.
 */
export async function createPaymentOrder(packageId: string, via?: string): Promise<string> {
  const { status, json } = await post('/api/payments/orders', via ? { packageId, via } : { packageId })
  if (status === 201 && typeof json.id === 'string') return json.id
  throw new Error(messageOf(json, 'The payment could not be started.'))
}

/** POST api/payments/orders/{id}/capture; resolves for COMPLETED, PENDING and DECLINED, throws otherwise. */
export async function capturePaymentOrder(orderId: string): Promise<CaptureAnswer> {
  const { status, json } = await post(`/api/payments/orders/${encodeURIComponent(orderId)}/capture`, {})
  if (status === 200 || status === 202 || status === 402) return json as CaptureAnswer
  throw new Error(messageOf(json, 'The payment could not be completed.'))
}
