/** The testimonials block: the ones an editor chose, in their order, without reading the latest. */
import { describe, expect, it } from 'vitest'

import type { Testimonial } from '@/payload-types'

import { html, place } from '../shared/test-support'
import { LATEST_TESTIMONIALS_MAX, testimonialsBlock } from './config'
import { TestimonialsBlock } from './Testimonials'

const testimonial = (id: number, title: string) =>
  ({ id, title, designation: 'Owner', description: `Said by ${title}.` }) as Testimonial

describe('testimonials block', () => {
  it('is stored as `testimonials` and caps both choices at the same number', () => {
    expect(testimonialsBlock.slug).toBe('testimonials')
    expect(testimonialsBlock.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'count', max: LATEST_TESTIMONIALS_MAX }),
        expect.objectContaining({ name: 'testimonials', maxRows: LATEST_TESTIMONIALS_MAX }),
      ]),
    )
  })

  it('renders the chosen testimonials in their order, skipping ones no longer readable', async () => {
    const block = {
      blockType: 'testimonials' as const,
      heading: 'Clients say',
      source: 'chosen' as const,
      testimonials: [testimonial(2, 'Bea'), 9, testimonial(1, 'Al')],
    }
    const out = await html(TestimonialsBlock, { block, place: place() })
    expect([...out.matchAll(/<strong>(\w+)<\/strong>/g)].map((m) => m[1])).toEqual(['Bea', 'Al'])
    expect(out).toContain('<blockquote><p>Said by Bea.</p></blockquote>')
  })

  it('renders nothing when none of the chosen testimonials is readable', async () => {
    const block = {
      blockType: 'testimonials' as const,
      heading: 'Clients say',
      source: 'chosen' as const,
      testimonials: [4],
    }
    expect(await html(TestimonialsBlock, { block, place: place() })).toBe('<div></div>')
  })
})
