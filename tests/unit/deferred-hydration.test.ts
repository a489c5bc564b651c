import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { inlineScriptHashes } from '@/edge/csp/policy'
import { deferHydration, HYDRATION_LOADER } from '@/edge/deferred-hydration'

/** A page as Next 16 writes it (shortened): chunk tags in <head>, the page's chunk at the end. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-two.js" async=""></script>',
  '<title>About</title>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '</head><body><p>Hello</p>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '</body></html>',
].join('')

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('deferHydration (Next chunks load after the first paint)', () => {
  const out = deferHydration(PAGE)

  it('turns every Next chunk tag into an inert data-src tag, in place', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/)
    const deferred = [...out.matchAll(/<script data-src="([^"]+)"><\/script>/g)].map((m) => m[1])
    expect(deferred).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/turbopack-two.js',
      '/_next/static/chunks/page.js',
    ])
  })

  it('adds the loader once, at the end of <head>', () => {
    expect(out.split(HYDRATION_LOADER)).toHaveLength(2)
    expect(out).toContain(`<script>${HYDRATION_LOADER}</script></head>`)
  })

  it('leaves polyfills, JSON-LD, the RSC payload and the content alone', () => {
    for (const kept of [
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<p>Hello</p>',
    ]) {
      expect(out).toContain(kept)
    }
  })

  it('is idempotent', () => {
    expect(deferHydration(out)).toBe(out)
  })

  it('leaves HTML without Next chunks, other origins or without a head unchanged', () => {
    const plain =
      '<html><head><title>x</title></head><body><script src="https://example.com/a.js" async=""></script></body></html>'
    expect(deferHydration(plain)).toBe(plain)
    const fragment = '<script src="/_next/static/chunks/one.js" async=""></script>'
    expect(deferHydration(fragment)).toBe(fragment)
  })

  it('the CSP of the rewritten page allows the loader by hash', () => {
    expect(inlineScriptHashes(out)).toContain(sha256(HYDRATION_LOADER))
  })
})
