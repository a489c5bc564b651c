/**
 * OpenAPI paths of the payment endpoints (contract in src/server/payments/handle.ts).
 * Plain JSON Schema: these bodies are small and not shared with a serializer. Public
 * operations (`security: []`): the webhook is verified through PayPal, not by credentials.
 */
const xsrf = {
  name: 'X-XSRF-TOKEN',
  in: 'header',
  required: true,
  schema: { type: 'string' },
  description: 'Value of the XSRF-TOKEN cookie',
}
const message = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
    },
  },
})
const captureAnswer = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['status', 'packageId', 'amount', 'currency'],
        properties: {
          status: { enum: ['COMPLETED', 'PENDING', 'DECLINED', 'REFUNDED', 'FAILED'] },
          issue: {
            type: 'string',
            description:
              'DECLINED only, e.g. INSTRUMENT_DECLINED: let the buyer choose another funding source',
          },
          packageId: { type: 'string' },
          amount: { type: 'string', pattern: '^\\d+\\.\\d{2}$', examples: ['599.00'] },
          currency: { const: 'USD' },
          orderId: { type: 'integer' },
          message: { type: 'string' },
        },
      },
    },
  },
})

export const paymentPaths = {
  '/api/payments/orders': {
    post: {
      operationId: 'createPaymentOrder',
      security: [],
      summary:
        'Create the PayPal order for a package (amount decided by the server from the package and its promotion)',
      parameters: [xsrf],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['packageId'],
              properties: {
                packageId: { type: 'string', examples: ['web-standard'] },
                via: {
                  type: 'string',
                  description:
                    'Slug of the landing page whose price table the buyer came from; its promotion applies only when that published page shows the package (docs/payments.md). No amount is ever read from the request.',
                  examples: ['web-design-offer'],
                },
              },
            },
          },
        },
      },
      responses: {
        201: {
          description: 'PayPal order created',
          content: {
            'application/json': {
              schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
            },
          },
        },
        400: message('packageId missing'),
        404: message('Unknown package'),
        419: message('CSRF token mismatch.'),
        429: message(
          'Too many orders from this client (per-window limit, or too many unpaid orders); see Retry-After',
        ),
        502: message('PayPal error or timeout (the order is kept as failed)'),
        503: message('PayPal is not configured'),
      },
    },
  },
  '/api/payments/orders/{id}/capture': {
    post: {
      operationId: 'capturePaymentOrder',
      security: [],
      summary: 'Capture an approved PayPal order once; repeated calls answer the recorded result',
      parameters: [
        xsrf,
        {
          name: 'id',
          in: 'path',
          required: true,
          schema: { type: 'string' },
          description: 'PayPal order id',
        },
      ],
      responses: {
        200: captureAnswer('COMPLETED for the stored amount and currency'),
        202: captureAnswer('PENDING at PayPal'),
        402: captureAnswer('DECLINED'),
        404: message('Unknown order'),
        409: captureAnswer('Refunded, or still being captured by another request'),
        419: message('CSRF token mismatch.'),
        502: message('PayPal error, or a capture that did not match the order'),
        503: message('PayPal is not configured'),
      },
    },
  },
  '/api/payments/webhook': {
    post: {
      operationId: 'paypalWebhook',
      security: [],
      summary: "PayPal's webhook (PAYMENT.CAPTURE.*), verified through PayPal with PAYPAL_WEBHOOK_ID",
      responses: {
        200: { description: 'Processed (applied, duplicate or ignored)' },
        400: message('Unverified event'),
        502: message('PayPal could not verify now'),
        503: message('Webhooks not configured'),
      },
    },
  },
}
