/** POST api/payments/orders/{PayPal order id}/capture: see src/server/payments/handle.ts. */
import { paymentDeps } from '@/server/payments/deps'
import { handleCaptureOrder } from '@/server/payments/handle'

export async function POST(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  return handleCaptureOrder(request, (await params).id, await paymentDeps())
}
