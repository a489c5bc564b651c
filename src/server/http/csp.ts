import 'server-only'

/**
 * Content-Security-Policy of each kind of response.
 *
 * Public pages: scripts only from this origin plus the exact inline scripts of the page, by
 * SHA-256 hash (CSP Level 3 `hash-source`): Next's prerendered HTML carries its RSC payload in
 * inline `<script>` elements, and a nonce would force every page to render per request.
 * Styles keep 'unsafe-inline': next/image and the carousels set `style` attributes, which
 * hashes cannot allow (only 'unsafe-hashes' per attribute value); injected CSS cannot run code.
 * /payment/* adds PayPal's hosts (developer.paypal.com "Content Security Policy") and the
 * configured PAYPAL_SDK_URL / PAYPAL_API_BASE origins. The admin (Payload's React app, rendered
 * per request with inline scripts of its own) allows inline scripts: it is behind a login.
 * Everything else (JSON, files) gets `default-src 'none'`.
 */
import { createHash } from 'node:crypto'

export type CspKind = 'public' | 'payment' | 'admin' | 'other'

/** PayPal JS SDK hosts: script, frames (buttons, checkout), images, and its XHRs. */
const PAYPAL_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com']

/** The policy kind of a request path with an HTML answer. */
export function cspKind(pathname: string): Exclude<CspKind, 'other'> {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/payment/')) return 'payment'
  return 'public'
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi

/** `'sha256-…'` sources of every inline `<script>` of `html`, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? ''
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export type CspOptions = {
  /** Origins of PAYPAL_SDK_URL and PAYPAL_API_BASE (allowed on /payment only). */
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
  const paypal = kind === 'payment' ? [...PAYPAL_HOSTS, ...options.paypalOrigins] : []
  const script = kind === 'admin' ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptHashes, ...paypal]
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...paypal].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...paypal].join(' ')}`,
    // The admin's live preview frames our own pages.
    `frame-src ${kind === 'admin' ? "'self'" : kind === 'payment' ? paypal.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ]
  if (options.https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}
