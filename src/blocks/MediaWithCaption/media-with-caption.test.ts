/** The media-with-caption block: a figure with its image, and its caption only when given. */
import { describe, expect, it } from 'vitest'

import { html, place, SAMPLE_MEDIA } from '../shared/test-support'
import { mediaBlock } from './config'
import { MediaWithCaption } from './MediaWithCaption'

describe('media-with-caption block', () => {
  it('is stored as `mediaWithCaption`', () => {
    expect(mediaBlock.slug).toBe('mediaWithCaption')
  })

  it('renders the image in a figure, with the caption when there is one', async () => {
    const block = { blockType: 'mediaWithCaption' as const, image: SAMPLE_MEDIA, caption: 'Our studio' }
    const withCaption = await html(MediaWithCaption, { block, place: place() })
    expect(withCaption).toMatch(
      /<figure [^>]*><img alt="The team"[^>]*><figcaption>Our studio<\/figcaption><\/figure>/,
    )
    const without = await html(MediaWithCaption, { block: { ...block, caption: null }, place: place() })
    expect(without).not.toContain('<figcaption')
  })
})
