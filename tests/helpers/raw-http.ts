/** A plain node:http request to a local test server, with the whole answer buffered (headers as Node parses them). */
import { request as httpRequest } from 'node:http'

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** Sends `init` to 127.0.0.1:`port` + `path`; a `body` array is written in parts (chunked). */
export function send(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string[] } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { port, host: '127.0.0.1', path, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    req.on('error', reject)
    if (Array.isArray(init.body)) for (const part of init.body) req.write(part)
    else if (init.body) req.write(init.body)
    req.end()
  })
}
