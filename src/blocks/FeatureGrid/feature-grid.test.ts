/** The feature grid block: a heading, the intro when given, and one list item per feature. */
import { describe, expect, it } from 'vitest'

import { html, place } from '../shared/test-support'
import { featureGridBlock } from './config'
import { FeatureGrid } from './FeatureGrid'

describe('feature grid block', () => {
  it('is stored as `featureGrid`', () => {
    expect(featureGridBlock.slug).toBe('featureGrid')
  })

  it('renders each feature as a list item with its title', async () => {
    const block = {
      blockType: 'featureGrid' as const,
      heading: 'What you get',
      features: [
        { title: 'Speed', text: 'Pages load fast.' },
        { title: 'Reach', text: 'People find you.' },
      ],
    }
    const out = await html(FeatureGrid, { block, place: place() })
    expect(out).toMatch(/<h2 class="section-title">What you get<\/h2>/)
    expect(out.match(/<li /g)).toHaveLength(2)
    expect(out).toMatch(/<h3 [^>]*>Reach<\/h3><p>People find you\.<\/p>/)
    expect(out).not.toMatch(/<p class="[^"]*intro/)
  })
})
