/** Header/footer social links: each shown only when its setting is set. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SocialLinks } from '@/components/icons/SocialLinks'

const render = (links: { facebook?: string | null; twitter?: string | null; youtube?: string | null }) =>
  renderToStaticMarkup(
    createElement(SocialLinks, {
      settings: { site_name: 'Acme', facebook: null, twitter: null, youtube: null, ...links },
    }),
  )

describe('SocialLinks', () => {
  it('renders only the links that are set', () => {
    const html = render({ facebook: 'https://facebook.com/acme', youtube: 'https://youtube.com/@acme' })
    expect(html).toContain('href="https://facebook.com/acme"')
    expect(html).toContain('href="https://youtube.com/@acme"')
    expect(html).not.toContain('Twitter')
  })

  it('renders nothing when no link is set', () => {
    expect(render({})).toBe('')
  })
})
