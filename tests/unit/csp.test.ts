/** Content-Security-Policy building blocks (src/server/http/csp.ts). */
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, cspKind, inlineScriptHashes } from '@/server/http/csp'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const options = { paypalOrigins: ['http://127.0.0.1:9999'], https: false, framedBySelf: false }

describe('inlineScriptHashes', () => {
  it('hashes the body of each inline script, skips external and empty ones, without repeats', () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script src="/_next/static/chunks/x.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<SCRIPT nonce="">é = 1</SCRIPT>',
      '<script></script>',
      '<script>self.__next_f.push([1,"a"])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([1,"a"])'),
      sha('{"@type":"Organization"}'),
      sha('é = 1'),
    ])
  })
})

describe('contentSecurityPolicy', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

  it('allows the hashed inline scripts of a public page and nothing inline else, no PayPal', () => {
    const policy = contentSecurityPolicy('public', ["'sha256-abc'"], options)
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc'")
    expect(policy).not.toContain('paypal')
    expect(policy).not.toContain('127.0.0.1')
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('adds PayPal hosts and the configured origins on /payment only', () => {
    const policy = contentSecurityPolicy('payment', ["'sha256-abc'"], options)
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'sha256-abc' https://*.paypal.com https://*.paypalobjects.com http://127.0.0.1:9999",
    )
    expect(directive(policy, 'frame-src')).toContain('https://*.paypal.com')
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:9999')
  })

  it('lets the admin run inline scripts and frame its own pages; JSON gets nothing', () => {
    expect(directive(contentSecurityPolicy('admin', [], options), 'script-src')).toBe(
      "script-src 'self' 'unsafe-inline'",
    )
    expect(directive(contentSecurityPolicy('admin', [], options), 'frame-src')).toBe("frame-src 'self'")
    expect(contentSecurityPolicy('other', [], options)).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it('upgrades insecure requests over https and allows same-origin framing for a draft preview', () => {
    const policy = contentSecurityPolicy('public', [], { ...options, https: true, framedBySelf: true })
    expect(policy).toContain('upgrade-insecure-requests')
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })
})

describe('cspKind', () => {
  it.each([
    ['/admin', 'admin'],
    ['/admin/collections/users', 'admin'],
    ['/administrator', 'public'],
    ['/payment/web-standard', 'payment'],
    ['/payment', 'public'],
    ['/', 'public'],
  ])('%s -> %s', (path, kind) => expect(cspKind(path)).toBe(kind))
})
