/**
 * The requests in flight of the page cache (./page-cache.ts), per key: when an answer counts as
 * begun. Next shares one render of a page between the requests for it made while it runs
 * (tests/unit/framework-assumptions.test.ts), so an answer may be older than its own request.
 */
import type { ServerResponse } from 'node:http'

/** When a request began: the purge generation then, and whether its epoch of the shared state still holds. */
export type Flight = { generation: number; mayKeep: () => boolean }

/**
 * The requests in flight per key, oldest first. Next shares a page's render between the
 * requests made while it runs (its response cache batches them by key), so a request may get
 * the answer of a render begun by the oldest request in flight when it arrived: that request's
 * generation and epoch are the ones its answer must still be in to be stored.
 */
export function createFlights() {
  const byKey = new Map<string, Flight[]>()
  return {
    /** Records `own` under `key` until `res` closes; returns the oldest flight of `key` (`own` when alone). */
    begin(key: string, own: Flight, res: ServerResponse): Flight {
      const list = byKey.get(key) ?? []
      if (!list.length) byKey.set(key, list)
      list.push(own)
      res.once('close', () => {
        list.splice(list.indexOf(own), 1)
        if (!list.length && byKey.get(key) === list) byKey.delete(key)
      })
      return list[0]!
    },
    /** Keys with a request in flight (for tests: none is left once every answer closed). */
    get size() {
      return byKey.size
    },
  }
}
