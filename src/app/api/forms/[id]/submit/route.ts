/** POST api/forms/{id}/submit (docs/api.md): see src/server/forms/handle.ts for the contract. */
import { after } from 'next/server'

import { handleFormSubmit } from '@/server/forms/handle'
import { getServerPayload } from '@/server/payload'

export async function POST(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  return handleFormSubmit(request, (await params).id, { payload: await getServerPayload(), defer: after })
}
