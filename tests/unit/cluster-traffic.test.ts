/**
 * The view account of `npm run test:cluster` (tests/cluster/traffic.ts): nginx's access-log lines
 * are read as the harness writes them, the answering instance is the last upstream tried, and
 * the loss and excess bounds count only what the documented SIGKILL window and given-up answers
 * allow.
 */
import { describe, expect, it } from 'vitest'

import type { Instance } from '../../tests/cluster/cluster'
import { accountViews, LOSS_WINDOW_MS, parseAccessLog } from '../../tests/cluster/traffic'

const instance = (name: string, port: number) => ({ name, url: `http://127.0.0.1:${port}` }) as Instance
const [a, b] = [instance('a', 4001), instance('b', 4002)]
const KILL = 1_800_000_000_000
const at = (ms: number) => ((KILL + ms) / 1000).toFixed(3)

const LOG = [
  `200 127.0.0.1:4001 "200" "GET /services HTTP/1.1" ${at(-60_000)}`,
  `200 127.0.0.1:4002 "200" "GET /about?x=1 HTTP/1.1" ${at(-LOSS_WINDOW_MS - 1)}`,
  `200 127.0.0.1:4002 "200" "GET / HTTP/1.1" ${at(-LOSS_WINDOW_MS)}`,
  `200 127.0.0.1:4002 "200" "GET /package HTTP/1.1" ${at(-1)}`,
  `200 127.0.0.1:4002, 127.0.0.1:4001 "502, 200" "GET /ourworks HTTP/1.1" ${at(5)}`,
  `200 127.0.0.1:4001, 127.0.0.1:4002 "504, 200" "GET /services HTTP/1.1" ${at(6)}`,
  `499 127.0.0.1:4001 "-" "GET /about HTTP/1.1" ${at(7)}`,
  `200 127.0.0.1:4001 "200" "GET /api/getServices HTTP/1.1" ${at(8)}`,
  `200 127.0.0.1:4001 "200" "HEAD / HTTP/1.1" ${at(9)}`,
  `502 - "-" "GET / HTTP/1.1" ${at(10)}`,
  'a line of another shape',
].join('\n')

const PAGES = ['/', '/services', '/about', '/package', '/ourworks']

describe('parseAccessLog', () => {
  it('reads status, every upstream tried, the path without its query and the end in ms', () => {
    const lines = parseAccessLog(LOG)
    expect(lines).toHaveLength(10)
    expect(lines[1]).toEqual({
      status: 200,
      upstreams: ['127.0.0.1:4002'],
      upstreamStatuses: ['200'],
      method: 'GET',
      path: '/about',
      atMs: KILL - LOSS_WINDOW_MS - 1,
    })
    expect(lines[4]!.upstreams).toEqual(['127.0.0.1:4002', '127.0.0.1:4001'])
    expect(lines[9]!.upstreams).toEqual([])
  })
})

describe('accountViews', () => {
  it('counts the GETs of pages answered 200 by the instance that answered them', () => {
    const account = accountViews(parseAccessLog(LOG), PAGES, [a, b])
    expect(account).toEqual({ served: 6, mayBeLost: 0, mayBeExtra: 2, byInstance: { a: 2, b: 4 } })
  })

  it("lets a SIGKILL lose only the killed instance's views of its window before the kill", () => {
    const account = accountViews(parseAccessLog(LOG), PAGES, [a, b], [{ instance: b, atMs: KILL }])
    expect(account.mayBeLost).toBe(2)
    const other = accountViews(parseAccessLog(LOG), PAGES, [a, b], [{ instance: a, atMs: KILL + 10 }])
    expect(other.mayBeLost).toBe(1)
  })
})
