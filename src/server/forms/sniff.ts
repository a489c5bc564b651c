import 'server-only'

/**
 * The type of an uploaded file from its bytes (magic numbers, `file-type`), never from its
 * name or the type the browser declared: a renamed executable is not a PDF.
 */
import { fileTypeFromBuffer } from 'file-type'

import { UPLOAD_TYPES, type UploadType } from '@/contracts/forms'

/** Which of `allowed` the bytes are, or null when they are none of them (or unrecognised). */
export async function sniffUpload(
  bytes: Uint8Array,
  allowed: readonly UploadType[],
): Promise<UploadType | null> {
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined)
  if (!detected) return null
  return allowed.find((type) => UPLOAD_TYPES[type].mime === detected.mime) ?? null
}
