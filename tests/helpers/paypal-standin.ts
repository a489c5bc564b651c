/**
 * A local stand-in for PayPal's REST API and JS SDK, so no test talks to PayPal.
 * Follows the documented shapes (developer.paypal.com):
 * - POST /v1/oauth2/token (Basic client:secret, grant_type=client_credentials) -> access_token
 * - POST /v2/checkout/orders (Bearer, PayPal-Request-Id honoured: same id, same order) -> 201 order
 * - GET  /v2/checkout/orders/{id}
 * - POST /v2/checkout/orders/{id}/capture -> 201 order with purchase_units[0].payments.captures[0];
 *   422 ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED / INSTRUMENT_DECLINED as PayPal answers them
 * - POST /v1/notifications/verify-webhook-signature -> {verification_status: SUCCESS | FAILURE}
 * - a REST call without a bearer token -> 401 AUTHENTICATION_FAILURE; with a token it never
 *   issued, or one invalidated since (revoked, the app's credentials rotated) -> 401
 *   `{"error": "invalid_token"}`, as PayPal answers for an expired or revoked token
 * Test-only routes: POST /__standin/approve/{id} (the buyer approves in PayPal's window),
 * POST /__standin/next (queue outcomes over HTTP, for e2e), POST /__standin/invalidate-tokens
 * (every token issued so far stops working), GET /__standin/state, and
 * GET /sdk/js (the JS SDK stand-in, tests/helpers/paypal-sdk-standin.js).
 */
import { createHmac, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

export const STANDIN_CLIENT = {
  id: 'standin-client-id',
  secret: 'standin-client-secret',
  webhookId: 'WH-STANDIN-1',
}

/** What the next create / capture call does (each queued outcome is used once; then 'ok' / 'COMPLETED'). */
export type CreateOutcome = 'ok' | '500' | 'timeout'
/** `captured-500` / `captured-timeout`: PayPal captures, then answers 500 / never answers (the answer is lost). */
export type CaptureOutcome =
  | 'COMPLETED'
  | 'PENDING'
  | 'DECLINED'
  | 'INSTRUMENT_DECLINED'
  | 'AMOUNT_MISMATCH'
  | '500'
  | 'timeout'
  | 'captured-500'
  | 'captured-timeout'

type Money = { currency_code: string; value: string }
type StoredOrder = {
  id: string
  status: string
  body: { intent: string; purchase_units: Array<{ amount: Money; custom_id?: string }> }
  capture?: unknown
}

export type PayPalStandin = {
  url: string
  orders: Map<string, StoredOrder>
  /** Calls per endpoint; `unauthorized`: REST calls answered 401 (no token, or an invalid one). */
  calls: { token: number; create: number; capture: number; verify: number; unauthorized: number }
  /** Captures that moved money, per PayPal order id (more than 1 would be a double charge). */
  captured: Map<string, number>
  next: { create: CreateOutcome[]; capture: CaptureOutcome[] }
  captureDelayMs: number
  approve: (id: string) => void
  /** Invalidates every access token issued so far (PayPal revoked them before `expires_in`). */
  invalidateTokens: () => void
  /** PAYPAL-* transmission headers for `rawBody`; `valid: false` gives a wrong signature. */
  webhookHeaders: (rawBody: string, valid?: boolean) => Record<string, string>
  close: () => Promise<void>
}

const SIGNING_KEY = 'standin-webhook-key'
const sign = (transmissionId: string, rawBody: string) =>
  createHmac('sha256', SIGNING_KEY).update(`${transmissionId}|${rawBody}`).digest('base64')

// Read when first asked for: bundled copies of this module (bench:faults) live in another folder.
let sdkSource: string | undefined
const sdkFile = path.join(import.meta.dirname, 'paypal-sdk-standin.js')

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

const error = (name: string, issue: string) => ({
  name,
  message: issue,
  debug_id: randomBytes(6).toString('hex'),
  details: [{ issue, description: issue }],
})
const newId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17)

/** Starts the stand-in on 127.0.0.1:`port` (0 = any free port). */
export async function startPayPalStandin(port = 0): Promise<PayPalStandin> {
  const tokens = new Set<string>()
  const byRequestId = new Map<string, { status: number; body: unknown }>()
  const state: PayPalStandin = {
    url: '',
    orders: new Map(),
    calls: { token: 0, create: 0, capture: 0, verify: 0, unauthorized: 0 },
    captured: new Map(),
    next: { create: [], capture: [] },
    captureDelayMs: 0,
    approve: (id) => {
      const order = state.orders.get(id)
      if (order && order.status === 'CREATED') order.status = 'APPROVED'
    },
    invalidateTokens: () => tokens.clear(),
    webhookHeaders: (rawBody, valid = true) => {
      const id = randomBytes(8).toString('hex')
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${state.url}/v1/notifications/certs/CERT-STANDIN`,
        'paypal-transmission-id': id,
        'paypal-transmission-sig': valid ? sign(id, rawBody) : sign(id, `${rawBody}tampered`),
        'paypal-transmission-time': new Date().toISOString(),
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }

  const PAYER = {
    name: { given_name: 'Pat', surname: 'Buyer' },
    email_address: 'buyer@example.com',
    payer_id: 'PAYERSTANDIN1',
  }
  // A completed order reads back as its capture answer (captures and payer included), as PayPal's GET does.
  const orderView = (order: StoredOrder): Record<string, unknown> =>
    order.status === 'COMPLETED' && order.capture
      ? (order.capture as Record<string, unknown>)
      : {
          id: order.id,
          intent: order.body.intent,
          status: order.status,
          purchase_units: order.body.purchase_units,
          links: [
            { href: `${state.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
            { href: `${state.url}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
            { href: `${state.url}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
          ],
          ...(order.status === 'APPROVED' ? { payer: PAYER } : {}),
        }

  function captureAnswer(order: StoredOrder, outcome: CaptureOutcome) {
    const unit = order.body.purchase_units[0]!
    const amount = outcome === 'AMOUNT_MISMATCH' ? { ...unit.amount, value: '1.00' } : unit.amount
    const status = outcome === 'PENDING' ? 'PENDING' : outcome === 'DECLINED' ? 'DECLINED' : 'COMPLETED'
    const capture = {
      id: `CAP${newId()}`,
      status,
      ...(status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
      amount,
      final_capture: true,
      custom_id: unit.custom_id,
      create_time: new Date().toISOString(),
    }
    const answer = {
      ...orderView(order),
      status: 'COMPLETED',
      payer: PAYER,
      purchase_units: [{ ...unit, payments: { captures: [capture] } }],
    }
    order.status = 'COMPLETED'
    order.capture = answer
    if (status !== 'DECLINED') state.captured.set(order.id, (state.captured.get(order.id) ?? 0) + 1)
    return answer
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', state.url)
    const body = await readBody(req)
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' }
    if (req.method === 'OPTIONS')
      return void res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, POST' }).end()
    if (req.method === 'GET' && url.pathname === '/sdk/js') {
      if (url.searchParams.get('client-id') !== STANDIN_CLIENT.id)
        return send(res, 400, { message: 'unknown client-id' }, cors)
      res.writeHead(200, { 'Content-Type': 'text/javascript', ...cors })
      return void res.end((sdkSource ??= readFileSync(sdkFile, 'utf8')))
    }
    const approveMatch = url.pathname.match(/^\/__standin\/approve\/([A-Z0-9]+)$/)
    if (req.method === 'POST' && approveMatch) {
      state.approve(approveMatch[1]!)
      return send(res, 200, { status: state.orders.get(approveMatch[1]!)?.status ?? 'UNKNOWN' }, cors)
    }
    if (req.method === 'POST' && url.pathname === '/__standin/next') {
      const next = JSON.parse(body || '{}') as { create?: CreateOutcome[]; capture?: CaptureOutcome[] }
      state.next.create.push(...(next.create ?? []))
      state.next.capture.push(...(next.capture ?? []))
      return send(res, 200, state.next, cors)
    }
    if (req.method === 'POST' && url.pathname === '/__standin/invalidate-tokens') {
      state.invalidateTokens()
      return send(res, 200, { invalidated: true }, cors)
    }
    if (req.method === 'GET' && url.pathname === '/__standin/state')
      return send(res, 200, { calls: state.calls, orders: [...state.orders.values()] }, cors)

    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      state.calls.token++
      const expected = `Basic ${Buffer.from(`${STANDIN_CLIENT.id}:${STANDIN_CLIENT.secret}`).toString('base64')}`
      if (req.headers.authorization !== expected || !body.includes('grant_type=client_credentials')) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' })
      }
      const token = `A21AA${randomBytes(12).toString('hex')}`
      tokens.add(token)
      return send(res, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-STANDIN',
        expires_in: 32400,
        nonce: newId(),
      })
    }
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (!bearer) {
      state.calls.unauthorized++
      return send(res, 401, {
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      })
    }
    if (!tokens.has(bearer)) {
      state.calls.unauthorized++
      return send(res, 401, {
        error: 'invalid_token',
        error_description: 'The token passed in was not found in the system',
      })
    }
    const requestId = req.headers['paypal-request-id'] as string | undefined
    const replay = requestId ? byRequestId.get(`${url.pathname}|${requestId}`) : undefined
    const remember = (status: number, answer: unknown) => {
      if (requestId) byRequestId.set(`${url.pathname}|${requestId}`, { status, body: answer })
      return send(res, status, answer)
    }

    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      state.calls.create++
      const outcome = state.next.create.shift() ?? 'ok'
      if (outcome === '500') return send(res, 500, error('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR'))
      if (replay && outcome === 'timeout') return // still no answer
      if (replay) return send(res, 200, replay.body) // idempotent retry: the same order, 200
      const parsed = JSON.parse(body) as StoredOrder['body']
      const unit = parsed.purchase_units?.[0]
      if (parsed.intent !== 'CAPTURE' || !unit?.amount?.value || !/^\d+\.\d{2}$/.test(unit.amount.value)) {
        return send(res, 422, error('UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE'))
      }
      const order: StoredOrder = { id: newId(), status: 'CREATED', body: parsed }
      state.orders.set(order.id, order)
      if (requestId) byRequestId.set(`${url.pathname}|${requestId}`, { status: 201, body: orderView(order) })
      if (outcome === 'timeout') return // created, but the answer never comes (the client times out)
      return send(res, 201, orderView(order))
    }
    const orderMatch = url.pathname.match(/^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/)
    const order = orderMatch ? state.orders.get(orderMatch[1]!) : undefined
    if (orderMatch && !order) return send(res, 404, error('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID'))
    if (req.method === 'GET' && order && !orderMatch![2]) return send(res, 200, orderView(order))
    if (req.method === 'POST' && order && orderMatch![2]) {
      state.calls.capture++
      if (replay) return send(res, replay.status, replay.body)
      if (state.captureDelayMs) await new Promise((resolve) => setTimeout(resolve, state.captureDelayMs))
      if (order.status === 'COMPLETED')
        return remember(422, error('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED'))
      if (order.status !== 'APPROVED')
        return remember(422, error('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED'))
      const outcome = state.next.capture.shift() ?? 'COMPLETED'
      if (outcome === '500') return send(res, 500, error('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR'))
      if (outcome === 'timeout') return
      if (outcome === 'INSTRUMENT_DECLINED')
        return remember(422, error('UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED'))
      if (outcome === 'captured-500') {
        captureAnswer(order, 'COMPLETED')
        return send(res, 500, error('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR'))
      }
      if (outcome === 'captured-timeout') {
        // PayPal keeps the answer under the PayPal-Request-Id: a retry with the same id gets it.
        const answer = captureAnswer(order, 'COMPLETED')
        if (requestId) byRequestId.set(`${url.pathname}|${requestId}`, { status: 201, body: answer })
        return
      }
      const answer = captureAnswer(order, outcome)
      // A declined capture leaves the order open for another funding source (PayPal's restart flow).
      if (outcome === 'DECLINED') order.status = 'APPROVED'
      return remember(201, answer)
    }
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      state.calls.verify++
      const check = JSON.parse(body) as Record<string, unknown>
      // PayPal verifies against the event exactly as it sent it; JSON.stringify of the parsed event reproduces our test bodies.
      const ok =
        check.webhook_id === STANDIN_CLIENT.webhookId &&
        typeof check.transmission_id === 'string' &&
        check.transmission_sig === sign(check.transmission_id, JSON.stringify(check.webhook_event))
      return send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' })
    }
    send(res, 404, error('RESOURCE_NOT_FOUND', 'NOT_FOUND'))
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err: Error) => send(res, 500, { name: 'STANDIN_ERROR', message: err.message }))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
  return state
}
