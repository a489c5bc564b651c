/**
 * Content coding of answers (RFC 9110 §12.5.3): brotli first when the client takes both
 * (smaller), then gzip, else identity. Only text types are encoded (fonts and images are
 * compressed already), and nothing under ENCODE_MIN_BYTES (the framing would outweigh it).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip' | 'identity'

/** Types worth compressing. */
export const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/
const ENCODE_MIN_BYTES = 1024

/** The coding of a body of `bytes` and `type` for a request's Accept-Encoding (q=0 refuses one). */
export function chooseEncoding(accept: string | undefined, type: unknown, bytes: number): Encoding {
  if (!accept || bytes < ENCODE_MIN_BYTES || !COMPRESSIBLE_TYPE.test(String(type ?? ''))) return 'identity'
  // Each coding named, but those given q=0.
  const taken = String(accept)
    .toLowerCase()
    .split(',')
    .filter((part) => !/;\s*q=0(\.0*)?\s*(;|$)/.test(part))
    .map((part) => part.split(';')[0]!.trim())
  return taken.includes('br') || taken.includes('*') ? 'br' : taken.includes('gzip') ? 'gzip' : 'identity'
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * `body` in `encoding`: `best` (a copy stored and sent many times: brotli 9, gzip 9, made
 * synchronously) or fast (one answer: brotli 5, gzip 6, in the thread pool).
 */
export function encode(body: Buffer, encoding: Encoding, best: true): Buffer
export function encode(body: Buffer, encoding: Encoding): Promise<Buffer>
export function encode(body: Buffer, encoding: Encoding, best?: true): Buffer | Promise<Buffer> {
  if (encoding === 'identity') return best ? body : Promise.resolve(body)
  const quality = best ? 9 : 5
  const brotli = {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  }
  if (encoding === 'br') return best ? brotliCompressSync(body, brotli) : brotliAsync(body, brotli)
  return best ? gzipSync(body, { level: 9 }) : gzipAsync(body, { level: 6 })
}

/** `Vary` header `value` without Accept-Encoding, or with it last (an answer whose body depends on it). */
export function varyOn(value: unknown, withEncoding: boolean): string {
  const names = String(value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v && v.toLowerCase() !== 'accept-encoding')
  return (withEncoding ? [...names, 'Accept-Encoding'] : names).join(', ')
}

/** The plain `body` of `res` encoded as `req` accepts (Content-Encoding and Vary set on `res`). */
export function encodeAnswer(req: IncomingMessage, res: ServerResponse, body: Buffer) {
  const type = res.getHeader('content-type')
  if (res.hasHeader('content-encoding') || !COMPRESSIBLE_TYPE.test(String(type ?? ''))) return body
  res.setHeader('Vary', varyOn(res.getHeader('vary'), true))
  const encoding = chooseEncoding(req.headers['accept-encoding'], type, body.length)
  if (encoding === 'identity') return body
  res.setHeader('Content-Encoding', encoding)
  return encode(body, encoding)
}
