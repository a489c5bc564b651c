/** POST api/save_contact (docs/api.md): see src/server/contact/handle.ts for the contract. */
import { after } from 'next/server'

import { handleSaveContact } from '@/server/contact/handle'
import { getServerPayload } from '@/server/payload'

export async function POST(request: Request): Promise<Response> {
  return handleSaveContact(request, { payload: await getServerPayload(), defer: after })
}
