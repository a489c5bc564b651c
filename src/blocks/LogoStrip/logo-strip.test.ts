/** The logo strip block: each logo named for screen readers, linked only when its link leads somewhere. */
import { describe, expect, it } from 'vitest'

import { html, place, SAMPLE_MEDIA } from '../shared/test-support'
import { logoStripBlock } from './config'
import { LogoStrip } from './LogoStrip'

describe('logo strip block', () => {
  it('is stored as `logoStrip`', () => {
    expect(logoStripBlock.slug).toBe('logoStrip')
  })

  it('names each logo and links only the logos whose link leads somewhere', async () => {
    const block = {
      blockType: 'logoStrip' as const,
      logos: [
        {
          image: SAMPLE_MEDIA,
          name: 'Acme',
          link: { type: 'custom' as const, url: 'https://acme.example/' },
        },
        {
          image: SAMPLE_MEDIA,
          name: 'Globex',
          link: { type: 'custom' as const, url: 'javascript:alert(1)' },
        },
      ],
    }
    const out = await html(LogoStrip, { block, place: place() })
    expect(out).toContain('aria-label="Our clients"')
    expect(out).toMatch(/<a [^>]*href="https:\/\/acme\.example\/"[^>]*aria-label="Acme"/)
    expect(out).toContain('alt="Globex"')
    expect(out).not.toContain('javascript:')
    expect(out.match(/<a /g)).toHaveLength(1)
  })
})
