/**
 * The SSRF guard of outgoing webhooks: which receivers the site may call.
 *
 * A receiver URL must be `https:` and its host must resolve only to public unicast addresses:
 * IPv4 in ipaddr.js's `unicast` range (no private, loopback, link-local such as the cloud
 * metadata address 169.254.169.254, carrier-grade NAT, broadcast or reserved ranges) and IPv6
 * in global unicast 2000::/3 with ipaddr.js's `unicast` range (no ::1, ::/96 IPv4-compatible,
 * fc00::/7, fe80::/10, 6to4, Teredo or NAT64 forms that embed an IPv4 address). IPv4-mapped
 * IPv6 (`::ffff:a.b.c.d`) is judged as the IPv4 address it carries.
 *
 * The check runs when a webhook is saved and again at every delivery, on the addresses the
 * connection actually uses (guardedLookup below), so a host re-pointed after the save (DNS
 * rebinding) is refused too. `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE) turns the guard off and
 * accepts `http:`, for tests and closed networks.
 */
import dns from 'node:dns'
import type { LookupAddress, LookupOptions } from 'node:dns'

import ipaddr from 'ipaddr.js'

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')

/**
 * `address` with an IPv6 address's embedded dotted quad written in hex, as the WHATWG URL parser
 * serializes it: ipaddr.js reads `::a.b.c.d` (IPv4-compatible, ::/96) as if it were IPv4-mapped.
 */
function canonical(address: string): string {
  if (!(address.includes(':') && address.includes('.'))) return address
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1)
  } catch {
    return address
  }
}

/** Whether `address` (an IPv4 or IPv6 literal, no brackets) is a public unicast address; false for anything unparsable. */
export function isPublicAddress(address: string): boolean {
  const text = canonical(address)
  if (!ipaddr.isValid(text)) return false
  const ip = ipaddr.process(text)
  if (ip.range() !== 'unicast') return false
  return ip.kind() === 'ipv4' || (ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)
}

/** Thrown when a receiver is refused; `message` says why, in words for the admin. */
export class ReceiverRefused extends Error {
  override name = 'ReceiverRefused'
}

/** The URL's host without IPv6 brackets. */
const bareHost = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '')

/** The reason `raw` is not an acceptable receiver URL by its form alone (scheme, host literal), or null. */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'Enter a full URL such as https://hooks.example.com/site.'
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return 'The URL must start with https://.'
  const host = bareHost(url)
  if (!allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host))
    return 'The URL points at a private, loopback or reserved address.'
  return null
}

/** The addresses `host` resolves to (every one, as the connection may use any). */
async function resolveAll(host: string): Promise<LookupAddress[]> {
  return dns.promises.lookup(host, { all: true, verbatim: true })
}

/**
 * Checks `raw` as a receiver: its form, then every address its host resolves to.
 * Errors: ReceiverRefused with the reason; a host that does not resolve is refused too.
 */
export async function checkReceiver(raw: string, allowPrivate: boolean): Promise<URL> {
  const problem = urlProblem(raw, allowPrivate)
  if (problem) throw new ReceiverRefused(problem)
  const url = new URL(raw)
  const host = bareHost(url)
  if (allowPrivate || ipaddr.isValid(host)) return url
  const addresses = await resolveAll(host).catch(() => {
    throw new ReceiverRefused(`The host ${host} could not be resolved.`)
  })
  if (!addresses.length || addresses.some((a) => !isPublicAddress(a.address)))
    throw new ReceiverRefused(`The host ${host} resolves to a private, loopback or reserved address.`)
  return url
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * A `lookup` for node:http(s) requests that resolves like the system does and refuses the
 * connection when any address is not public (unless `allowPrivate`): the address checked is
 * the address connected to. Host literals skip lookups, so callers check those first
 * (checkReceiver).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      if (!allowPrivate && (!addresses.length || addresses.some((a) => !isPublicAddress(a.address)))) {
        return callback(
          new ReceiverRefused(`The host ${hostname} resolves to a private, loopback or reserved address.`),
          [],
        )
      }
      if (options.all) return callback(null, addresses)
      const first = addresses[0]!
      callback(null, first.address, first.family)
    })
  }
}
