/**
 * The site's one link rule (src/lib/safe-url.ts) against generated URLs (fast-check): every link
 * field's validator, the redirect table's `from` and `to`, and the `href`s the site renders from
 * content (buttons, banners, post CTAs, rich text on pages and in the JSON API's HTML).
 * - URLs built to leave the site (`//host`, `/\host`, tabs and line breaks inside, and their
 *   percent-encoded and double-encoded forms) are refused by every validator and never rendered
 *   as an href;
 * - for any URL at all drawn from the characters such attacks are made of, whatever a validator
 *   accepts as a path stays on the site in a browser (WHATWG URL resolution, which drops tabs
 *   and line breaks and reads `\` as `/`), as does each of its percent-decoded forms, and every
 *   rendered `href` is a value the rule accepts.
 */
import fc from 'fast-check'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CallToAction } from '@/blocks/CallToAction/CallToAction'
import { RichText } from '@/components/RichText/RichText'
import { ContentLink } from '@/components/SiteLink/ContentLink'
import { checkFrom, checkTarget } from '@/collections/Redirects/rules'
import { customAddressProblem } from '@/fields/link-validation'
import { validateLinkUrl } from '@/fields/rich-text'
import { Settings } from '@/globals/Settings/config'
import { bannerLink } from '@/lib/banner-link'
import { isSafeUrl, linkKind } from '@/lib/safe-url'
import { doc, link, paragraph } from '@/seed/richtext'
import { richTextToHtml } from '@/server/api/html'

const SITE = 'https://site.example'
const SEED = Number(process.env.FUZZ_SEED ?? 20261140)
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500)

type Validate = (value: unknown, options?: unknown) => true | string | undefined
const fieldValidate = (field: unknown): Validate => (field as { validate: Validate }).validate
const socialField = Settings.fields
  .flatMap((f) => ('fields' in f && f.type === 'row' ? f.fields : [f]))
  .find((f) => 'name' in f && f.name === 'facebook')

/** Every validator a link value meets when saved, by where it is. */
const VALIDATORS: Record<string, Validate> = {
  'redirect from': checkFrom,
  'redirect to': checkTarget,
  'typed link: another address (src/fields/link.ts)': (value) => customAddressProblem(value, true) ?? true,
  'rich-text link': (value) =>
    validateLinkUrl(value as string, { siblingData: {} } as never) as true | string,
  'social link (settings)': fieldValidate(socialField),
}

/** Every `href` the site renders for a content link of `url` (empty: none). */
function renderedHrefs(url: string): string[] {
  const html = [
    renderToStaticMarkup(createElement(ContentLink, { url }, 'Go')),
    renderToStaticMarkup(
      createElement(CallToAction, { heading: 'H', label: 'Go', link: { type: 'custom', url } }),
    ),
    renderToStaticMarkup(createElement(RichText, { data: doc(paragraph(link('Go', url))) })),
    richTextToHtml(doc(paragraph(link('Go', url)))),
  ].join('\n')
  const banner = bannerLink({ label: 'Go', type: 'custom', url })
  return [...html.matchAll(/href="([^"]*)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .concat(banner ? [banner.url] : [])
}

/** What a browser makes of `href` on a page of the site. */
const resolved = (href: string) => new URL(href, `${SITE}/blog/post`)

/**
 * Every href rendered for a content link of `url` is one the rule accepts (a path or fragment
 * resolving on the site), and `url` itself only when the rule accepts it (a refused link renders
 * as text, or as Payload's HTML converter's `#`).
 */
function expectSafeHrefs(url: string): void {
  for (const href of renderedHrefs(url)) {
    const kind = linkKind(href)
    expect(kind, `${JSON.stringify(url)} rendered as ${JSON.stringify(href)}`).not.toBeNull()
    if (kind === 'path' || kind === 'fragment') expect(resolved(href).origin).toBe(SITE)
    if (linkKind(url) === null) expect(href).not.toBe(url)
  }
}

/** The value and its percent-decoded forms (as far as they decode). */
function decodings(value: string): string[] {
  const forms = [value]
  for (let i = 0; i < 4; i++) {
    try {
      const next = decodeURIComponent(forms[forms.length - 1]!)
      if (next === forms[forms.length - 1]) break
      forms.push(next)
    } catch {
      break
    }
  }
  return forms
}

const host = fc.constantFrom('evil.com', 'evil.example:8080', '127.0.0.1', 'xn--e1afmkfd.example')
/** Whatever a browser or a decoding proxy reads as `/`. */
const slash = fc.constantFrom('/', '\\', '%2F', '%2f', '%5C', '%5c', '%252F', '%255C', '%25252f')
/** What browsers drop inside a URL, raw or encoded. */
const dropped = fc.constantFrom('', '', '\t', '\n', '\r', '%09', '%0A', '%0d', '%00', '%7F')
/** A URL made to leave the site: a lead, slashes with dropped characters between, a host, a path. */
const offSite = fc
  .tuple(
    fc.constantFrom('/', '\\', '', ' ', '\t', 'https:', 'http:', 'HTTPS:'),
    fc.array(fc.tuple(dropped, slash), { minLength: 1, maxLength: 3 }),
    dropped,
    host,
    fc.constantFrom('', '/', '/x?y=1', '#z'),
  )
  .map(
    ([lead, slashes, gap, h, tail]) => `${lead}${slashes.map(([d, s]) => d + s).join('')}${gap}${h}${tail}`,
  )
  .filter((url) => {
    // Only the ones a browser, or a proxy that decodes, takes to another host (or nowhere).
    const forms = decodings(url)
    return forms.some((form) => {
      try {
        return resolved(form).origin !== SITE
      } catch {
        return true
      }
    })
  })

/** Scripts in disguise. */
const script = fc
  .tuple(
    fc.constantFrom('javascript', 'JaVaScRiPt', 'java\tscript', 'data', 'vbscript'),
    fc.constantFrom(':', '%3A', '&colon;'),
  )
  .map(([scheme, colon]) => `${scheme}${colon}alert(1)`)

describe('links made to leave the site (generated)', () => {
  it('are refused by every link validator and the redirect table, and rendered as no href', () => {
    fc.assert(
      fc.property(fc.oneof(offSite, script), (url) => {
        for (const [where, validate] of Object.entries(VALIDATORS))
          expect(validate(url), `${where}: ${JSON.stringify(url)}`).not.toBe(true)
        expect(isSafeUrl(url)).toBe(false)
        expectSafeHrefs(url)
      }),
      { seed: SEED, numRuns: Math.ceil(RUNS / 4) },
    )
  })

  it.each([
    '//evil.com',
    '/\\evil.com',
    '/%5Cevil.com',
    '/%2F%2Fevil.com',
    '/%2F/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    '\\\\evil.com',
    'https:/\\evil.com',
    'https:///evil.com',
  ])('the review’s %j is refused everywhere', (url) => {
    for (const [where, validate] of Object.entries(VALIDATORS)) expect(validate(url), where).not.toBe(true)
    expectSafeHrefs(url)
  })
})

/** Characters links and their attacks are made of. */
const token = fc.constantFrom(
  '/',
  '\\',
  '%2F',
  '%5C',
  '%25',
  '%09',
  '%0A',
  '\t',
  '\n',
  ' ',
  '.',
  '..',
  ':',
  '@',
  '?',
  '#',
  'evil.com',
  'a',
  'https:',
  'http:',
  'mailto:',
  'tel:',
  '+1',
  'x@y.z',
  '%',
  '\u00a0',
  '\u2028',
)
const anyLink = fc.array(token, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''))

describe('any link a validator accepts (generated)', () => {
  it('stays on the site when it is a path, and every rendered href is one the rule accepts', () => {
    fc.assert(
      fc.property(fc.oneof(anyLink, fc.webUrl(), fc.string({ unit: 'binary', maxLength: 20 })), (url) => {
        const kind = linkKind(url)
        if (kind === 'path' || kind === 'fragment')
          for (const form of decodings(url)) expect(resolved(form).origin, JSON.stringify(url)).toBe(SITE)
        if (kind === 'url') expect(['http:', 'https:']).toContain(new URL(url).protocol)
        // Every validator agrees with the rule: accepted only what the rule accepts.
        for (const [where, validate] of Object.entries(VALIDATORS))
          if (url !== '' && validate(url) === true)
            expect(kind, `${where}: ${JSON.stringify(url)}`).not.toBeNull()
        expectSafeHrefs(url)
      }),
      { seed: SEED, numRuns: RUNS },
    )
  })

  it('keeps the links the content uses', () => {
    for (const url of [
      '/contact',
      '/package#package-panel-seo',
      '#lead-form',
      'https://example.com/a?b=1#c',
      'http://example.com',
      'mailto:hello@pixelcraft.example',
      'tel:+15550100',
      '/files/a%20b.pdf',
    ]) {
      expect(VALIDATORS['rich-text link']!(url), url).toBe(true)
      expect(renderedHrefs(url).length, url).toBeGreaterThan(0)
    }
    // A typed link's address: every kind but `#section`, which is chosen from the page's sections.
    for (const url of [
      '/contact',
      '/package#package-panel-seo',
      'https://example.com/a?b=1#c',
      'tel:+15550100',
    ])
      expect(VALIDATORS['typed link: another address (src/fields/link.ts)']!(url), url).toBe(true)
    expect(customAddressProblem('#lead-form', true)).toMatch(/A section of this page/)
  })
})
