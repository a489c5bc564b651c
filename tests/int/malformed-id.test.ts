/** A non-numeric document id is a 404, not a database error (src/hooks/reject-malformed-id.ts). */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migratedPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(async () => {
  await payload.destroy()
})

describe('malformed document ids', () => {
  it.each([Number.NaN, Number.POSITIVE_INFINITY])('findByID(%s) is NotFound (404)', async (id) => {
    await expect(payload.findByID({ collection: 'services', id })).rejects.toMatchObject({ status: 404 })
  })

  it('update and delete by a malformed id are NotFound too', async () => {
    await expect(
      payload.update({ collection: 'services', id: Number.NaN, data: { title: 'x' } }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(payload.delete({ collection: 'contact-messages', id: Number.NaN })).rejects.toMatchObject({
      status: 404,
    })
  })

  it('a well-formed id that does not exist is NotFound as before', async () => {
    await expect(payload.findByID({ collection: 'services', id: 987654 })).rejects.toMatchObject({
      status: 404,
    })
  })
})
