/**
 * The one capture point of the site's server: the only code that replaces methods of a
 * response (`writeHead`, `write`, `end`). Whatever Next writes reaches `onHead` once, when its
 * head is due, with the status and every header set on `res` (headers passed to `writeHead`
 * included; the raw-array form is set one by one). `onHead` may change them with plain
 * `res.setHeader` calls and chooses:
 * - `'pass'`: the answer leaves as Next writes it (streamed);
 * - `'hold'`: the body is held until Next ends it, then `onWhole(body)` returns the body to
 *   send (its Content-Length is set from it), and the head and body leave together.
 * A failing `onWhole` destroys the response (the client sees a cut connection, never a
 * half-written page). Contract tested in tests/unit/capture.test.ts.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

export type Capture = {
  onHead: () => 'pass' | 'hold'
  onWhole: (body: Buffer) => Buffer | Promise<Buffer>
}

type Args = [unknown?, unknown?, unknown?]

/** Captures `res` as described above. */
export function captureResponse(res: ServerResponse, capture: Capture): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let mode: 'pass' | 'hold' | undefined
  const chunks: Buffer[] = []
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    const text = typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, text) : Buffer.from(chunk as Uint8Array))
  }
  const restore = () => Object.assign(res, original)

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // Held: a later writeHead (flushHeaders, an implicit head) must not send the head early.
    if (mode) return this
    this.statusCode = status
    const headers = rest.find((r) => r && typeof r === 'object') as OutgoingHttpHeaders | string[] | undefined
    // As node:http merges them: the raw form replaces each name, then adds every value (several Set-Cookie).
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) this.removeHeader(headers[i]!)
      for (let i = 0; i + 1 < headers.length; i += 2) this.appendHeader(headers[i]!, headers[i + 1]!)
    } else
      for (const [name, value] of Object.entries(headers ?? {}))
        if (value !== undefined) this.setHeader(name, value)
    const reason = rest.find((r) => typeof r === 'string') as string | undefined
    if (reason !== undefined) this.statusMessage = reason
    mode = capture.onHead()
    if (mode === 'hold') return this
    restore()
    return original.writeHead.call(this, this.statusCode)
  } as ServerResponse['writeHead']

  res.write = function (this: ServerResponse, chunk: unknown, ...rest: Args) {
    if (!mode) this.writeHead(this.statusCode)
    if (mode === 'pass') return (original.write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
    collect(chunk, rest[0])
    const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined
    if (done) queueMicrotask(done)
    return true
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: Args) {
    if (!mode) this.writeHead(this.statusCode)
    const end = original.end as (...a: unknown[]) => ServerResponse
    if (mode === 'pass') return end.call(this, chunk, ...rest)
    collect(chunk, rest[0])
    const done = [chunk, ...rest].find((r) => typeof r === 'function') as (() => void) | undefined
    if (done) this.once('finish', done)
    restore()
    Promise.resolve()
      .then(() => capture.onWhole(Buffer.concat(chunks)))
      .then(
        (body) => {
          this.removeHeader('transfer-encoding')
          this.setHeader('Content-Length', body.length)
          original.writeHead.call(this, this.statusCode)
          end.call(this, this.req?.method === 'HEAD' ? undefined : body)
        },
        (error: unknown) => this.destroy(error as Error),
      )
    return this
  } as ServerResponse['end']
}
