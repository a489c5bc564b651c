/**
 * Talking to the site under test as visitors and as the admin: the XSRF pair, contact
 * submissions from a given X-Forwarded-For address, and REST reads of what got stored.
 */
export type Xsrf = { cookie: string; header: string }

/** The XSRF-TOKEN cookie the contact page's GET sets, and the matching header value. */
export async function xsrf(baseUrl: string): Promise<Xsrf> {
  const response = await fetch(`${baseUrl}/contact`)
  const token = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (!token) throw new Error('no XSRF-TOKEN cookie')
  return { cookie: `XSRF-TOKEN=${token}`, header: decodeURIComponent(token) }
}

/** Outcome of one request: HTTP status, `connection` when the connection failed (refused, reset, killed), `timeout` after 60 s without an answer. */
export type Outcome = number | 'connection' | 'timeout'

/** POST api/save_contact (JSON) with `message` from visitor `ip`. */
export async function submitContact(
  baseUrl: string,
  token: Xsrf,
  ip: string,
  subject: string,
  message: string,
): Promise<Outcome> {
  const body = {
    name: `Visitor ${ip}`,
    email: `visitor-${ip.replace(/\W/g, '-')}@example.com`,
    subject,
    phone_number: '+1 555 010 0200',
    message,
  }
  try {
    const response = await fetch(`${baseUrl}/api/save_contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: token.cookie,
        'x-xsrf-token': token.header,
        'x-forwarded-for': ip,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    })
    await response.arrayBuffer()
    return response.status
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : 'connection'
  }
}

/** A JWT of the admin (`npm start` created it from ADMIN_EMAIL / ADMIN_PASSWORD). */
export async function adminToken(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!response.ok) throw new Error(`admin login: HTTP ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/** Every document of `collection` matching the query string `where` (Payload REST, no pagination). */
export async function findAll<T>(
  baseUrl: string,
  jwt: string,
  collection: string,
  where: string,
): Promise<T[]> {
  const response = await fetch(`${baseUrl}/api/${collection}?${where}&depth=0&pagination=false`, {
    headers: { authorization: `JWT ${jwt}` },
  })
  if (!response.ok) throw new Error(`GET ${collection}: HTTP ${response.status}`)
  return ((await response.json()) as { docs: T[] }).docs
}
