/** The lead form block: the contact form posting to the landing page, with ids of its own and the subject filled in. */
import { describe, expect, it } from 'vitest'

import { html, place } from '../shared/test-support'
import { leadFormBlock } from './config'
import { LeadForm } from './LeadForm'

describe('lead form block', () => {
  it('is stored as `leadForm`', () => {
    expect(leadFormBlock.slug).toBe('leadForm')
  })

  it("renders the contact form with the page's id, ids from its position and the subject filled in", async () => {
    const block = { blockType: 'leadForm' as const, heading: 'Get an offer', subject: 'Web design offer' }
    const out = await html(LeadForm, { block, place: place({ index: 3, anchor: 'lead-form' }) })
    expect(out).toMatch(/^<div><section id="lead-form" [^>]*aria-labelledby="lead-form-3"/)
    expect(out).toMatch(/<h2 id="lead-form-3" [^>]*>Get an offer<\/h2>/)
    expect(out).toMatch(/<input [^>]*id="lead-3-subject"[^>]*value="Web design offer"/)
    expect(out).toContain('<input type="hidden" name="form_page" value="7"/>')
  })
})
