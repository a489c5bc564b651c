/**
 * Checkout under PayPal faults for `npm run bench:faults`: `orders` visitors buy a
 * package while the PayPal stand-in answers some order creations and captures with 500s and
 * timeouts, some of them after it did capture (the answer is lost). Visitors act as the
 * payment page does: they retry after a 502/503/409 (the page shows the answer's message).
 * Afterwards PayPal delivers PAYMENT.CAPTURE.COMPLETED for every order it captured, as it
 * does for real (signed by the stand-in, verified by the site).
 *
 * Claims checked: no order captured twice (per PayPal order, and per order of ours), none
 * lost (every order PayPal captured is `completed` in our database), visitors told (every
 * error answer is a 502/503/409 with a `message`).
 */
import type { CaptureOutcome, CreateOutcome, PayPalStandin } from '../../tests/helpers/paypal-standin'
import { findAll, type Xsrf } from './site'

const PACKAGES = ['web-standard', 'web-power', 'e-commerce', 'organic-standard', 'ad-premium', 'social-power']
const ATTEMPTS = 4

type Answer = { status: number | 'connection'; body: { message?: string; id?: string; status?: string } }

async function post(baseUrl: string, xsrf: Xsrf, path: string, body: unknown): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: xsrf.cookie, 'x-xsrf-token': xsrf.header },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(90_000),
    })
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] }
  } catch {
    return { status: 'connection', body: {} }
  }
}

const shuffle = <T>(items: T[]): T[] =>
  items
    .map((v) => [Math.random(), v] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, v]) => v)

/** Faults queued at the stand-in for `orders` checkouts (the rest succeed). */
export function queueFaults(
  standin: PayPalStandin,
  orders: number,
): { create: CreateOutcome[]; capture: CaptureOutcome[] } {
  const share = (n: number) => Math.max(1, Math.round((orders * n) / 100))
  const create: CreateOutcome[] = shuffle([
    ...Array<CreateOutcome>(share(15)).fill('500'),
    ...Array<CreateOutcome>(share(5)).fill('timeout'),
    ...Array<CreateOutcome>(orders).fill('ok'),
  ])
  const capture: CaptureOutcome[] = shuffle([
    ...Array<CaptureOutcome>(share(15)).fill('500'),
    ...Array<CaptureOutcome>(share(10)).fill('timeout'),
    ...Array<CaptureOutcome>(share(15)).fill('captured-500'),
    ...Array<CaptureOutcome>(share(10)).fill('captured-timeout'),
    ...Array<CaptureOutcome>(orders).fill('COMPLETED'),
  ])
  standin.next.create.push(...create)
  standin.next.capture.push(...capture)
  return { create, capture }
}

type Checkout = { paypalOrderId: string | null; answers: Answer[]; final: Answer | null }

/** One visitor: create (retrying), approve at PayPal, capture (retrying). */
async function checkout(
  baseUrl: string,
  xsrf: Xsrf,
  standin: PayPalStandin,
  packageId: string,
): Promise<Checkout> {
  const result: Checkout = { paypalOrderId: null, answers: [], final: null }
  for (let attempt = 0; attempt < ATTEMPTS && !result.paypalOrderId; attempt++) {
    const created = await post(baseUrl, xsrf, '/api/payments/orders', { packageId })
    result.answers.push(created)
    if (created.status === 201) result.paypalOrderId = created.body.id!
  }
  if (!result.paypalOrderId) return result
  standin.approve(result.paypalOrderId)
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const captured = await post(baseUrl, xsrf, `/api/payments/orders/${result.paypalOrderId}/capture`, {})
    result.answers.push(captured)
    result.final = captured
    if (captured.status === 200 || captured.status === 202 || captured.status === 402) break
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return result
}

/** PayPal's PAYMENT.CAPTURE.COMPLETED for `order` (as the stand-in captured it), delivered signed. */
async function deliverCompleted(
  baseUrl: string,
  standin: PayPalStandin,
  paypalOrderId: string,
): Promise<number> {
  const order = standin.orders.get(paypalOrderId)!
  const unit = (
    order.capture as {
      purchase_units: Array<{
        custom_id?: string
        payments: { captures: Array<{ id: string; amount: unknown }> }
      }>
    }
  ).purchase_units[0]!
  const capture = unit.payments.captures[0]!
  const event = {
    id: `WH-FAULTS-${paypalOrderId}`,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    resource: {
      id: capture.id,
      status: 'COMPLETED',
      amount: capture.amount,
      custom_id: unit.custom_id,
      supplementary_data: { related_ids: { order_id: paypalOrderId } },
    },
  }
  const raw = JSON.stringify(event)
  const response = await fetch(`${baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...standin.webhookHeaders(raw) },
    body: raw,
  })
  return response.status
}

type StoredOrder = { id: number; paypalOrderId: string | null; status: string }

/** Runs `orders` checkouts, `concurrency` at a time, then the webhooks; returns figures and claims. */
export async function checkoutUnderFaults(
  baseUrl: string,
  xsrf: Xsrf,
  jwt: string,
  standin: PayPalStandin,
  orders: number,
  concurrency: number,
) {
  const faults = queueFaults(standin, orders)
  const started = performance.now()
  const results: Checkout[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < orders) {
        const i = next++
        results.push(await checkout(baseUrl, xsrf, standin, PACKAGES[i % PACKAGES.length]!))
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const ours = new Set(results.map((r) => r.paypalOrderId).filter(Boolean) as string[])
  const capturedAtPayPal = [...standin.captured.entries()].filter(([id]) => ours.has(id))

  const readStored = async () =>
    new Map(
      (await findAll<StoredOrder>(baseUrl, jwt, 'orders', 'where[paypalOrderId][exists]=true')).map((o) => [
        o.paypalOrderId!,
        o,
      ]),
    )
  const beforeWebhooks = await readStored()
  const completedBeforeWebhooks = capturedAtPayPal.filter(
    ([id]) => beforeWebhooks.get(id)?.status === 'completed',
  ).length
  const webhookStatuses: Record<string, number> = {}
  for (const [id] of capturedAtPayPal) {
    const status = await deliverCompleted(baseUrl, standin, id)
    webhookStatuses[status] = (webhookStatuses[status] ?? 0) + 1
  }
  const stored = await readStored()

  const answers = results.flatMap((r) => r.answers)
  const byStatus: Record<string, number> = {}
  for (const a of answers) byStatus[String(a.status)] = (byStatus[String(a.status)] ?? 0) + 1
  const errors = answers.filter((a) => a.status === 'connection' || a.status >= 400)
  const untold = errors.filter(
    (a) =>
      !(
        [502, 503, 409, 402].includes(a.status as number) &&
        typeof a.body.message === 'string' &&
        a.body.message.length > 0
      ),
  )
  // Our order ids behind each PayPal order PayPal captured: one capture per order of ours.
  const ourIdsCaptured = capturedAtPayPal.map(([id]) => stored.get(id)?.id)
  const figures = {
    orders,
    faultsQueued: {
      create: faults.create.filter((f) => f !== 'ok').length,
      capture: faults.capture.filter((f) => f !== 'COMPLETED').length,
    },
    seconds: Number(seconds.toFixed(1)),
    answersByStatus: byStatus,
    visitorsAnsweredCompleted: results.filter((r) => r.final?.status === 200).length,
    visitorsWithoutOrder: results.filter((r) => !r.paypalOrderId).length,
    capturedAtPayPal: capturedAtPayPal.length,
    completedBeforeWebhooks,
    webhookStatuses,
    capturedTwice:
      capturedAtPayPal.filter(([, n]) => n > 1).length +
      (ourIdsCaptured.length - new Set(ourIdsCaptured).size),
    lost: capturedAtPayPal.filter(([id]) => stored.get(id)?.status !== 'completed').length,
    completedAnswerNotStored: results.filter(
      (r) => r.final?.status === 200 && stored.get(r.paypalOrderId!)?.status !== 'completed',
    ).length,
    errorAnswers: errors.length,
    errorAnswersWithoutMessage: untold.length,
    serverErrorsOtherThan502or503: answers.filter(
      (a) => typeof a.status === 'number' && a.status >= 500 && a.status !== 502 && a.status !== 503,
    ).length,
  }
  return figures
}
