/** The hero block: its heading is the page's h1 only as the layout's first hero; its button needs a label and a link that leads somewhere. */
import { describe, expect, it } from 'vitest'

import { html, place } from '../shared/test-support'
import type { BlockOf } from '../shared/types'
import { heroBlock } from './config'
import { Hero } from './Hero'

const hero = (cta: BlockOf<'hero'>['cta']): BlockOf<'hero'> => ({
  blockType: 'hero',
  heading: 'Websites that sell',
  text: 'Fast pages.',
  cta,
})

describe('hero block', () => {
  it('is stored as `hero`', () => {
    expect(heroBlock.slug).toBe('hero')
  })

  it('renders the heading as the h1 on the first hero, as an h2 after it', async () => {
    const first = await html(Hero, {
      block: hero(undefined),
      place: place({ index: 0, isPageHeading: true }),
    })
    const later = await html(Hero, { block: hero(undefined), place: place() })
    expect(first).toMatch(/<h1 [^>]*>Websites that sell<\/h1>/)
    expect(later).toMatch(/<h2 [^>]*>Websites that sell<\/h2>/)
    expect(later).not.toContain('<h1')
  })

  it('shows its button only with a label and a link that leads somewhere', async () => {
    const contact = { label: 'Talk to us', type: 'custom' as const, url: '/contact' }
    expect(await html(Hero, { block: hero(contact), place: place() })).toContain('href="/contact"')
    expect(await html(Hero, { block: hero({ ...contact, label: '' }), place: place() })).not.toContain('<a')
    expect(
      await html(Hero, { block: hero({ ...contact, url: '//evil.example' }), place: place() }),
    ).not.toContain('evil.example')
  })
})
