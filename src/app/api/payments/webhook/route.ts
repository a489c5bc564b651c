/** POST api/payments/webhook: PayPal's events, verified by PayPal; see src/server/payments/webhook.ts. */
import { paymentDeps } from '@/server/payments/deps'
import { handleWebhook } from '@/server/payments/handle'

export async function POST(request: Request): Promise<Response> {
  return handleWebhook(request, await paymentDeps())
}
