/** The FAQ block: each question a `<details>` that opens without JavaScript, and all of them as FAQPage JSON-LD. */
import { describe, expect, it } from 'vitest'

import { html, place } from '../shared/test-support'
import { faqBlock } from './config'
import { Faq } from './Faq'

const block = {
  blockType: 'faq' as const,
  heading: 'Questions',
  items: [
    { question: 'How long?', answer: 'Four weeks.' },
    { question: 'How much?', answer: 'See the prices.' },
  ],
}

describe('FAQ block', () => {
  it('is stored as `faq`', () => {
    expect(faqBlock.slug).toBe('faq')
  })

  it('renders one closed <details> per question and the FAQPage JSON-LD', async () => {
    const out = await html(Faq, { block, place: place() })
    expect(out.match(/<details [^>]*><summary>/g)).toHaveLength(2)
    expect(out).toContain('<summary>How long?</summary><p>Four weeks.</p>')
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(out)![1]!)
    expect(ld).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: 'How long?' }, { name: 'How much?' }],
    })
  })

  it('carries the anchor id it is given (the first FAQ of a page)', async () => {
    expect(await html(Faq, { block, place: place({ anchor: 'faq' }) })).toMatch(/^<div><section id="faq" /)
    expect(await html(Faq, { block, place: place() })).not.toContain('id=')
  })
})
