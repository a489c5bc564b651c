/** The call to action: one config for both places (only a landing page's may link to a section), one renderer. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { html, place } from '../shared/test-support'
import { CallToAction, CallToActionSection } from './CallToAction'
import { callToActionBlock } from './config'

/** The link types the block's link field offers, with or without anchors. */
const linkTypes = (anchors: boolean): unknown => {
  const link = callToActionBlock(anchors).fields.find((f) => 'name' in f && f.name === 'link')
  const type =
    link && 'fields' in link ? link.fields.find((f) => 'name' in f && f.name === 'type') : undefined
  return type && 'options' in type
    ? type.options.map((o) => (typeof o === 'string' ? o : o.value))
    : undefined
}

describe('call to action block', () => {
  it('is stored as `callToAction`, and only the landing-page one may link to a section', () => {
    expect(callToActionBlock(true).slug).toBe('callToAction')
    expect(linkTypes(true)).toContain('anchor')
    expect(linkTypes(false)).not.toContain('anchor')
  })

  it('renders the heading, the text and the button in a container on a landing page', async () => {
    const block = {
      blockType: 'callToAction' as const,
      heading: 'Ready?',
      text: 'Tell us about it.',
      label: 'Write to us',
      link: { type: 'route' as const, route: 'contact' as const },
    }
    const out = await html(CallToActionSection, { block, place: place() })
    expect(out).toMatch(
      /^<div><div class="container"><div [^>]*><h2 [^>]*>Ready\?<\/h2><p>Tell us about it\.<\/p>/,
    )
    expect(out).toMatch(/<a [^>]*href="\/contact"[^>]*>Write to us<\/a>/)
  })

  it('leaves the button out while its link leads nowhere', () => {
    const out = renderToStaticMarkup(
      createElement(CallToAction, {
        heading: 'H',
        label: 'Go',
        link: { type: 'reference', reference: null },
      }),
    )
    expect(out).toContain('<h2')
    expect(out).not.toContain('<a')
  })
})
