import 'server-only'

/**
 * Reads a save_contact body (docs/api.md: multipart; also urlencoded and JSON) into plain
 * fields, refusing bodies over MAX_BODY_BYTES before parsing them. A body that cannot be
 * parsed counts as empty, so the visitor gets the 422 field texts rather than a 5xx.
 */
import { MAX_BODY_BYTES } from '@/contracts/contact'

export type BodyResult =
  { kind: 'fields'; fields: Record<string, unknown> } | { kind: 'too-large' } | { kind: 'unsupported' }

/** The body's bytes, or null once more than `limit` bytes arrived (stops reading there). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) return null
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Multipart / urlencoded through the platform's own parser (undici). */
async function parseForm(bytes: Uint8Array, contentType: string): Promise<Record<string, unknown>> {
  const form = await new Response(bytes as BodyInit, { headers: { 'content-type': contentType } }).formData()
  const fields: Record<string, unknown> = {}
  // First value of a repeated name wins, as in PHP/Laravel.
  for (const [key, value] of form.entries()) if (!(key in fields)) fields[key] = value
  return fields
}

function parseJson(bytes: Uint8Array): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'))
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** Reads and parses `request`'s body by its Content-Type. Never throws for bad input. */
export async function readContactBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const contentType = request.headers.get('content-type') ?? ''
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  const isForm = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded'
  if (!isForm && type !== 'application/json' && !type.endsWith('+json')) return { kind: 'unsupported' }
  let bytes: Uint8Array | null
  try {
    bytes = await readLimited(request, limit)
  } catch {
    return { kind: 'fields', fields: {} }
  }
  if (!bytes) return { kind: 'too-large' }
  try {
    return { kind: 'fields', fields: isForm ? await parseForm(bytes, contentType) : parseJson(bytes) }
  } catch {
    return { kind: 'fields', fields: {} }
  }
}
