/**
 * GET /api/media/file/<name> of a file that is not on disk (local MEDIA_DIR storage): 404 JSON
 * and one info line, instead of Payload's 500 (an ENOENT logged as an error, or a TypeError
 * with a stack for a NUL in the name). Names with a NUL, `/` or `\` are never files of ours.
 * Not used with S3 storage, whose own handler answers (src/storage.ts).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { PayloadRequest } from 'payload'

const NOT_FOUND = 'Not found.'

/** A Payload upload handler for files kept in `staticDir`: a Response for a missing file, else nothing (Payload serves it). */
export function missingFileHandler(staticDir: string) {
  return (req: PayloadRequest, args: { params: { filename: string } }): Response | void => {
    const name = args.params.filename
    if (!/[\0/\\]/.test(name) && existsSync(path.join(staticDir, name))) return
    req.payload.logger.info(`Media file not found: ${JSON.stringify(name.slice(0, 200))}`)
    return Response.json(
      { message: NOT_FOUND, errors: [{ message: NOT_FOUND }] },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
