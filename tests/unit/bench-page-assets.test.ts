import { describe, expect, it } from 'vitest'

import { pageAssets } from '../../bench/site/page-assets'

const BASE = 'http://localhost:3400/about'

describe('pageAssets (the bench counts the JS and CSS a page loads from its HTML)', () => {
  it('keeps scripts, stylesheets and their preloads, each once, as absolute URLs', () => {
    const html = [
      '<link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin=""/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>',
      '<script src="/_next/static/chunks/x.js" async=""></script>',
      '<link rel="preload" href="/_next/static/chunks/b.css" as="style"/>',
      '<link rel="manifest" href="/manifest.webmanifest"/>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script src="/_next/static/chunks/w.js" async=""></script>',
      "<script src='chunk.js'></script>",
    ].join('')
    expect(pageAssets(html, BASE)).toEqual({
      scripts: [
        'http://localhost:3400/_next/static/chunks/w.js',
        'http://localhost:3400/_next/static/chunks/x.js',
        'http://localhost:3400/chunk.js',
      ],
      styles: [
        'http://localhost:3400/_next/static/chunks/a.css',
        'http://localhost:3400/_next/static/chunks/b.css',
      ],
    })
  })

  it('counts the chunks whose loading the server defers until after the first paint', () => {
    const html =
      '<script data-src="/_next/static/chunks/d.js"></script><script>loader()</script><script src="/s.js" async=""></script>'
    expect(pageAssets(html, BASE).scripts).toEqual([
      'http://localhost:3400/_next/static/chunks/d.js',
      'http://localhost:3400/s.js',
    ])
  })

  it('skips the nomodule polyfills that module browsers never fetch', () => {
    const html =
      '<script src="/p.js" noModule=""></script><script src="/q.js" nomodule></script><script src="/m.js"></script>'
    expect(pageAssets(html, BASE).scripts).toEqual(['http://localhost:3400/m.js'])
  })

  it('finds nothing in a page without scripts or styles', () => {
    expect(pageAssets('<p>src="/x.js"</p>', BASE)).toEqual({ scripts: [], styles: [] })
  })
})
