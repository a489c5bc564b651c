/** The OpenAPI document lists the payment endpoints. */
import { describe, expect, it } from 'vitest'

import { openApiDocument } from '@/server/api/openapi'

describe('openApiDocument', () => {
  it('documents create, capture and webhook', () => {
    const { paths } = openApiDocument('http://localhost:3000') as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(Object.keys(paths['/api/payments/orders']!.post!.responses)).toEqual(
      expect.arrayContaining(['201', '404', '502', '503']),
    )
    expect(Object.keys(paths['/api/payments/orders/{id}/capture']!.post!.responses)).toEqual(
      expect.arrayContaining(['200', '202', '402']),
    )
    expect(paths['/api/payments/webhook']!.post!.responses).toHaveProperty('400')
  })
})
