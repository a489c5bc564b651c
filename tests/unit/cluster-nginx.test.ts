/**
 * The nginx configuration `npm run test:cluster` runs is the shipped deploy/nginx.conf with only
 * addresses, port and TLS lines substituted (tests/cluster/nginx.ts): everything else is kept
 * byte for byte, and a shipped file of another shape is refused rather than tested loosely.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { SHIPPED_NGINX_CONF, siteConfigForTest } from '../../tests/cluster/nginx'

const shipped = readFileSync(SHIPPED_NGINX_CONF, 'utf8')
const options = { listen: 3370, upstreams: ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'] }

describe('siteConfigForTest', () => {
  const config = siteConfigForTest(shipped, options)

  it('points the upstream at the given instances, keeping the shipped server parameters', () => {
    const servers = config.match(/^\s*server 127\.0\.0\.1:\d+ .*;$/gm) ?? []
    expect(servers.map((line) => line.trim())).toEqual(
      options.upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=10s;`),
    )
    expect(config).not.toContain('10.0.0.1')
  })

  it('listens on 127.0.0.1 without TLS and without the port-80 redirect', () => {
    expect(config).toContain('listen 127.0.0.1:3370;')
    expect(config).not.toMatch(/listen (80|443|\[::\])/)
    expect(config).not.toMatch(/ssl_/)
  })

  it('keeps every other line of the shipped file', () => {
    const kept = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(server \S+:\d+|listen |ssl_|return 301)/.test(line))
        .filter((line) => line.trim() && !line.trim().startsWith('#'))
    const shippedLines = kept(shipped).filter((line) => !/^server \{$|^ {2}server_name|^\}$/.test(line))
    const testLines = kept(config).filter((line) => !/^server \{$|^ {2}server_name|^\}$/.test(line))
    expect(testLines).toEqual(shippedLines)
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503;')
    expect(config).not.toMatch(/^\s*proxy_next_upstream .*non_idempotent/m)
    expect(config).toContain('client_max_body_size 13m;')
  })

  it('refuses a shipped file of another shape', () => {
    expect(() =>
      siteConfigForTest(shipped.replace('listen 443 ssl http2;', 'listen 8443;'), options),
    ).toThrow(/changed shape: expected 1 TLS listen line/)
    expect(() =>
      siteConfigForTest(shipped.replace(/upstream agency_site/, 'upstream other'), options),
    ).toThrow(/no "upstream agency_site" block/)
    expect(() => siteConfigForTest(shipped, { ...options, upstreams: [] })).toThrow(/no upstream/)
  })
})
