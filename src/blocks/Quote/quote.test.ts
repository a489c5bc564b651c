/** The quote block of a post's text: the quotation, and who said it when given. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { quoteBlock } from './config'
import { PostQuote } from './Quote'

describe('post quote block', () => {
  it('is stored as `quote`', () => {
    expect(quoteBlock.slug).toBe('quote')
  })

  it('renders the quotation in a blockquote and the attribution as its caption', () => {
    const out = renderToStaticMarkup(createElement(PostQuote, { quote: 'Ship it.', attribution: 'Ada' }))
    expect(out).toMatch(
      /^<figure [^>]*><blockquote><p>Ship it\.<\/p><\/blockquote><figcaption>Ada<\/figcaption><\/figure>$/,
    )
    expect(renderToStaticMarkup(createElement(PostQuote, { quote: 'Ship it.' }))).not.toContain('figcaption')
  })
})
