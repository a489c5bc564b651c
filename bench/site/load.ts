/**
 * Load test with autocannon on loopback: `connections` concurrent clients for
 * `seconds`, one URL at a time, each request with `headers`. Requests/s is the mean per
 * second; latency in ms.
 */
import autocannon from 'autocannon'

export type LoadFigures = {
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
  total: number
}

export async function load(
  url: string,
  connections = 50,
  seconds = 10,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  }
}
