/**
 * HTTP of the cluster harness: plain `node:http` requests (fetch cannot set `Host`) so that a
 * request sent straight to one instance carries the public host (SERVER_URL's, as nginx passes
 * it on) and meets that instance's page cache exactly as a request through the load balancer
 * does; and the admin's REST calls (Payload's REST API, `Authorization: JWT <token>`).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'

export type Answer = {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  text: () => string
  ms: number
}

export type RequestOptions = {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** Abort after this many ms (default 30 s); the promise rejects. */
  timeoutMs?: number
  /** The local address to send from (a loopback address: the client address nginx sees). */
  localAddress?: string
}

/** One request to `url`, answered in full; rejects on a connection error or time-out. */
export function send(url: string, options: RequestOptions = {}): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          ...(options.body ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
        agent: false,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: () => body.toString('utf8'),
            ms: performance.now() - started,
          })
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error(`time-out after ${options.timeoutMs ?? 30_000} ms`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

/** The admin's REST client for one instance: `base` is the instance's own address, `host` the public one. */
export type Rest = {
  get: <T>(path: string) => Promise<T>
  patch: <T>(path: string, data: unknown) => Promise<T>
  post: <T>(path: string, data: unknown) => Promise<T>
  /** POST multipart/form-data (an upload). */
  upload: <T>(path: string, form: FormData) => Promise<T>
}

/** Signs in as the admin on `base` (POST /api/users/login) and returns a REST client with its JWT. */
export async function signIn(
  base: string,
  host: string,
  admin: { email: string; password: string },
  clientAddress: string,
): Promise<{ rest: (base: string) => Rest; token: string }> {
  const answer = await send(`${base}/api/users/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify(admin),
  })
  if (answer.status !== 200)
    throw new Error(`admin sign-in: HTTP ${answer.status} ${answer.text().slice(0, 200)}`)
  const token = (JSON.parse(answer.text()) as { token: string }).token
  const rest = (target: string): Rest => {
    const call = async <T>(
      method: string,
      path: string,
      body?: string | Buffer,
      type?: string,
    ): Promise<T> => {
      const result = await send(`${target}${path}`, {
        method,
        headers: {
          host,
          authorization: `JWT ${token}`,
          'x-forwarded-for': clientAddress,
          ...(type ? { 'content-type': type } : {}),
        },
        body,
      })
      if (result.status >= 300)
        throw new Error(`${method} ${path}: HTTP ${result.status} ${result.text().slice(0, 300)}`)
      return JSON.parse(result.text()) as T
    }
    return {
      get: (path) => call('GET', path),
      patch: (path, data) => call('PATCH', path, JSON.stringify(data), 'application/json'),
      post: (path, data) => call('POST', path, JSON.stringify(data), 'application/json'),
      upload: async (path, form) => {
        // The multipart body and its boundary, as fetch would send them.
        const encoded = new Response(form)
        const type = encoded.headers.get('content-type') ?? 'multipart/form-data'
        return call('POST', path, Buffer.from(await encoded.arrayBuffer()), type)
      },
    }
  }
  return { rest, token }
}
