/** POST api/payments/orders: see src/server/payments/handle.ts for the contract. */
import { paymentDeps } from '@/server/payments/deps'
import { handleCreateOrder } from '@/server/payments/handle'

export async function POST(request: Request): Promise<Response> {
  return handleCreateOrder(request, await paymentDeps())
}
