/** The rich-text block: its content as prose inside a section. */
import { describe, expect, it } from 'vitest'

import { doc, heading, paragraph, text } from '@/seed/richtext'

import { html, place } from '../shared/test-support'
import { richTextBlock } from './config'
import { RichTextBlock } from './RichText'

describe('rich-text block', () => {
  it('is stored as `richText` with one required rich-text field', () => {
    expect(richTextBlock.slug).toBe('richText')
    expect(richTextBlock.fields).toMatchObject([{ name: 'content', type: 'richText', required: true }])
  })

  it('renders its headings and paragraphs inside a section', async () => {
    const content = doc(heading('h2', 'Why us'), paragraph(text('We ship.'))) as never
    const out = await html(RichTextBlock, { block: { blockType: 'richText', content }, place: place() })
    expect(out).toMatch(
      /^<div><section class="section container">.*<h2>Why us<\/h2>.*We ship\..*<\/section><\/div>$/,
    )
  })
})
