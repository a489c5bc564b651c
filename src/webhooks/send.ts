/**
 * One delivery attempt: POST `body` to a receiver over node:http(s), through the SSRF guard's
 * lookup (./address-guard.ts), with no redirects followed and one deadline for the whole
 * exchange. Resolves with the receiver's status and the first ANSWER_EXCERPT bytes of its
 * answer for any HTTP answer (2xx or not); rejects on a refused address, a connection error
 * or the deadline.
 */
import http from 'node:http'
import https from 'node:https'

import { checkReceiver, guardedLookup } from './address-guard'

/** Time allowed for one attempt, from connecting to the end of the answer's excerpt (ms). */
export const ATTEMPT_TIMEOUT_MS = 10_000

/** Bytes of the receiver's answer kept in the delivery log. */
export const ANSWER_EXCERPT = 300

export type Answer = { status: number; excerpt: string }

type SendOptions = { allowPrivate: boolean; timeoutMs?: number }

/** POSTs `body` (JSON) with `headers` to `rawUrl`. */
export async function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  { allowPrivate, timeoutMs = ATTEMPT_TIMEOUT_MS }: SendOptions,
): Promise<Answer> {
  const url = await checkReceiver(rawUrl, allowPrivate)
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Answer>((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'agency-site-webhooks/1',
      },
      lookup: guardedLookup(allowPrivate),
      agent: false,
    })
    const deadline = setTimeout(
      () => request.destroy(new Error(`No answer within ${Math.round(timeoutMs / 1000)} s.`)),
      timeoutMs,
    )
    const finish = (settle: () => void) => {
      clearTimeout(deadline)
      settle()
    }
    request.on('error', (error) => finish(() => reject(error)))
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      let size = 0
      const done = () => {
        const excerpt = Buffer.concat(chunks).subarray(0, ANSWER_EXCERPT).toString('utf8')
        finish(() => resolve({ status: response.statusCode ?? 0, excerpt }))
        response.destroy()
      }
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        size += chunk.length
        if (size >= ANSWER_EXCERPT) done()
      })
      response.on('end', done)
      response.on('error', done)
    })
    request.end(body)
  })
}
