/**
 * Builds api/save_contact requests for tests: a matching XSRF cookie + header unless told
 * otherwise, a sender IP through X-Forwarded-For, and a body in the chosen encoding.
 */
export const VALID_CONTACT = {
  name: 'Ann Example',
  email: 'ann@example.com',
  subject: 'A new website',
  phone_number: '+1 (555) 010-0200',
  message: 'Hello, we would like a quote.',
}

type Options = {
  fields?: Record<string, string>
  encoding?: 'json' | 'urlencoded' | 'multipart'
  xsrf?: 'match' | 'missing' | 'wrong'
  ip?: string
  rawBody?: BodyInit
  contentType?: string
  /** More cookies sent with the XSRF one (`name=value; …`). */
  cookies?: string
}

export function contactRequest({
  fields = VALID_CONTACT,
  encoding = 'multipart',
  xsrf = 'match',
  ip = '203.0.113.1',
  rawBody,
  contentType,
  cookies,
}: Options = {}): Request {
  const headers = new Headers({ 'x-forwarded-for': ip, 'user-agent': 'vitest' })
  if (xsrf !== 'missing') headers.set('cookie', 'XSRF-TOKEN=token-123')
  if (cookies) headers.set('cookie', [headers.get('cookie'), cookies].filter(Boolean).join('; '))
  if (xsrf === 'match') headers.set('x-xsrf-token', 'token-123')
  if (xsrf === 'wrong') headers.set('x-xsrf-token', 'token-456')
  let body: BodyInit | undefined = rawBody
  if (body === undefined && encoding === 'json') {
    body = JSON.stringify(fields)
    headers.set('content-type', 'application/json')
  } else if (body === undefined && encoding === 'urlencoded') {
    body = new URLSearchParams(fields)
    headers.set('content-type', 'application/x-www-form-urlencoded')
  } else if (body === undefined) {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    body = form
  }
  if (contentType !== undefined) headers.set('content-type', contentType)
  return new Request('http://localhost/api/save_contact', { method: 'POST', headers, body })
}

/** Handler dependencies whose deferred tasks are collected instead of run. */
export function collectingDefer(): {
  defer: (task: () => Promise<void>) => void
  tasks: Array<() => Promise<void>>
} {
  const tasks: Array<() => Promise<void>> = []
  return { defer: (task) => void tasks.push(task), tasks }
}
