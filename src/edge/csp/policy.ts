/**
 * Content-Security-Policy of each kind of response (docs/security.md).
 *
 * Public pages: scripts only from this origin plus, by SHA-256 hash (CSP Level 3
 * `hash-source`), the page's inline scripts of the shapes the site itself writes
 * (./inline-scripts.ts). Any other inline script (one that slipped into content past the
 * sanitizer) gets no hash, so the browser refuses it. Hashes rather than a nonce: a nonce
 * would force every page to render per request. The hashes go in the header, which leaves
 * before the body, so a page is held whole (capture.ts) and hashed once per version (the page
 * cache stores the policy with it).
 * Styles keep 'unsafe-inline': next/image and the carousels set `style` attributes, which
 * hashes cannot allow; injected CSS cannot run code. /payment/* adds the hosts the browser
 * loads PayPal from (paypalBrowserSources). The admin (Payload's React app, rendered per
 * request with inline scripts of its own) allows inline scripts: it is behind a login.
 * Everything else (JSON, files) gets `default-src 'none'`.
 */
import { createHash } from 'node:crypto'

import { isSiteInlineScript } from './inline-scripts'

export type CspKind = 'public' | 'payment' | 'admin' | 'other'

/**
 * Where the browser loads PayPal from on /payment: the JS SDK, buttons and checkout window
 * (www.paypal.com, www.sandbox.paypal.com for the sandbox), its images and scripts
 * (*.paypalobjects.com), risk and logging beacons (c., t.paypal.com), and the origin of
 * PAYPAL_SDK_URL when set. Nothing when PayPal is not configured.
 */
export function paypalBrowserSources(settings: {
  configured: boolean
  environment: 'sandbox' | 'live'
  sdkUrl?: string
}): string[] {
  if (!settings.configured) return []
  const hosts = [
    'https://www.paypal.com',
    'https://*.paypalobjects.com',
    'https://c.paypal.com',
    'https://t.paypal.com',
  ]
  if (settings.environment === 'sandbox') hosts.unshift('https://www.sandbox.paypal.com')
  if (settings.sdkUrl) {
    const origin = new URL(settings.sdkUrl).origin
    if (!hosts.includes(origin)) hosts.push(origin)
  }
  return hosts
}

/** The policy kind of a request path with an HTML answer. */
export function cspKind(pathname: string): Exclude<CspKind, 'other'> {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/payment/')) return 'payment'
  return 'public'
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi
/** A `type` that makes a script block data (JSON-LD, import maps aside): never run, never hashed. */
const DATA_TYPE = /\stype\s*=\s*["']?application\/(ld\+)?json\b/i

/**
 * `'sha256-…'` sources of the inline `<script>`s of `html` that the site writes itself
 * (isSiteInlineScript), in order, without repeats. Data blocks (JSON-LD) are not run by the
 * browser and need no hash; every other inline script gets none.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const hashes = new Set<string>()
  for (const match of html.toString().matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match
    if (!body || DATA_TYPE.test(attributes) || !isSiteInlineScript(body)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export type CspOptions = {
  /** paypalBrowserSources() (allowed on /payment only). */
  paypalOrigins: string[]
  /** SERVER_URL is https: ask browsers to upgrade any http sub-resource. */
  https: boolean
  /** The page may be framed by our own admin (live preview of a draft), not by anyone else. */
  framedBySelf: boolean
}

/** The policy header value of a response of `kind`; `scriptHashes` from inlineScriptHashes. */
export function contentSecurityPolicy(kind: CspKind, scriptHashes: string[], options: CspOptions): string {
  const ancestors = options.framedBySelf ? "'self'" : "'none'"
  if (kind === 'other') return `default-src 'none'; frame-ancestors ${ancestors}`
  const paypal = kind === 'payment' ? options.paypalOrigins : []
  const script = kind === 'admin' ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptHashes, ...paypal]
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...paypal].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...paypal].join(' ')}`,
    // The admin's live preview frames our own pages.
    `frame-src ${kind === 'admin' ? "'self'" : paypal.length ? paypal.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ]
  if (options.https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}
