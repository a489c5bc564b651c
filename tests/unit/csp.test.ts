/** Content-Security-Policy building blocks (src/edge/csp/policy.ts). */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, cspKind, inlineScriptHashes, paypalBrowserSources } from '@/edge/csp/policy'
import { isSiteInlineScript } from '@/edge/csp/inline-scripts'

/** A page streamed by the React build Next uses, with one Suspense boundary resolved late. */
async function streamedPage(): Promise<string> {
  const load = createRequire(import.meta.url)
  const React = load('next/dist/compiled/react') as typeof import('react')
  const { renderToPipeableStream } = load(
    'next/dist/compiled/react-dom/server.node',
  ) as typeof import('react-dom/server')
  let resolve = () => {}
  const data = new Promise<void>((r) => (resolve = r))
  const Late = () => (React.use(data), React.createElement('p', null, 'late'))
  const page = React.createElement(
    'html',
    null,
    React.createElement(
      'body',
      null,
      React.createElement(React.Suspense, { fallback: 'wait' }, React.createElement(Late)),
    ),
  )
  return new Promise((done, fail) => {
    let html = ''
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, next) => void ((html += chunk.toString()), next()),
      final: (next) => void (done(html), next()),
    })
    const stream = renderToPipeableStream(page, {
      onShellReady: () => {
        stream.pipe(sink)
        setTimeout(resolve, 5)
      },
      onShellError: fail,
    })
  })
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const options = { paypalOrigins: ['http://127.0.0.1:9999'], https: false, framedBySelf: false }

describe('inlineScriptHashes', () => {
  it('hashes the scripts the site writes, skips external, empty and data ones, without repeats', () => {
    const html = [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script src="/_next/static/chunks/x.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script></script>',
      '<script>self.__next_f.push([1,"a"])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"a"])'),
    ])
  })

  it("hashes Turbopack's bootstrap and React's streaming instructions", () => {
    const turbopack =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});'
    expect(isSiteInlineScript(turbopack)).toBe(true)
    expect(isSiteInlineScript('$RC("B:0","S:0")')).toBe(true)
    expect(isSiteInlineScript('$RR("B:1","S:1",[["/_next/static/css/a.css","high"]])')).toBe(true)
    expect(isSiteInlineScript('requestAnimationFrame(function(){$RT=performance.now()});')).toBe(true)
  })

  it("hashes every inline script of React's real streaming output (the React build Next ships)", async () => {
    const html = await streamedPage()
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(scripts.some((body) => body.includes('$RC("B:0","S:0")'))).toBe(true)
    expect(inlineScriptHashes(html)).toEqual(scripts.map(sha))
  })

  it.each([
    ['any other code', 'alert(document.cookie)'],
    ['a sanitizer gap with an uppercase tag', 'é = 1'],
    ['code after an RSC push', 'self.__next_f.push([1,"a"]);alert(1)'],
    ['code inside a push that is not JSON', 'self.__next_f.push([1,alert(1)])'],
    ['code after a streaming instruction', '$RC("B:0","S:0");alert(1)'],
    ['code as an instruction argument', '$RC(alert(1))'],
    [
      'a fixed script with one character changed',
      'requestAnimationFrame(function(){$RT=performance.now()}); ',
    ],
  ])('gives no hash to %s', (_, body) => {
    expect(isSiteInlineScript(body)).toBe(false)
    expect(inlineScriptHashes(`<SCRIPT nonce="">${body}</SCRIPT>`)).toEqual([])
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

  it('adds the PayPal sources it is given on /payment only', () => {
    const policy = contentSecurityPolicy('payment', ["'sha256-abc'"], options)
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc' http://127.0.0.1:9999")
    expect(directive(policy, 'frame-src')).toBe('frame-src http://127.0.0.1:9999')
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:9999")
    const unconfigured = contentSecurityPolicy('payment', [], { ...options, paypalOrigins: [] })
    expect(directive(unconfigured, 'script-src')).toBe("script-src 'self'")
    expect(directive(unconfigured, 'frame-src')).toBe("frame-src 'none'")
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

describe('paypalBrowserSources', () => {
  it('lists the hosts the browser loads PayPal from, never the REST host, none when unconfigured', () => {
    const live = paypalBrowserSources({ configured: true, environment: 'live' })
    expect(live).toContain('https://www.paypal.com')
    expect(live).not.toContain('https://www.sandbox.paypal.com')
    const sandbox = paypalBrowserSources({ configured: true, environment: 'sandbox' })
    expect(sandbox).toContain('https://www.sandbox.paypal.com')
    for (const sources of [live, sandbox]) {
      expect(sources.join(' ')).not.toMatch(/api-m\.|\*\.paypal\.com/)
    }
    expect(
      paypalBrowserSources({ configured: true, environment: 'sandbox', sdkUrl: 'http://127.0.0.1:9/sdk/js' }),
    ).toContain('http://127.0.0.1:9')
    expect(paypalBrowserSources({ configured: false, environment: 'live' })).toEqual([])
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
