/** /about's content: the about record's fields, each missing one replaced by a fallback (never an empty page). */
import { describe, expect, it } from 'vitest'

import { TEXT } from '@/contracts/constants'
import type { About, Setting } from '@/payload-types'
import { aboutContent } from '@/server/about-content'
import { doc, paragraph } from '@/seed/richtext'

const settings = { site_name: 'Acme Agency', about: doc(paragraph('Acme builds websites.')) } as Setting
const about = {
  id: 1,
  about_title: 'We build websites',
  description: doc(paragraph('Our story.')),
  about_image_1: 11,
  about_image_2: 12,
} as unknown as About

describe('aboutContent', () => {
  it("shows the about record's own title, description and images", () => {
    const content = aboutContent(about, settings)
    expect(content).toMatchObject({ title: 'We build websites', summary: 'Our story.', images: [11, 12] })
    expect(content.description).toBe(about.description)
  })

  it('falls back to the site name and the footer text when the record is unreadable', () => {
    const content = aboutContent(null, settings)
    expect(content).toMatchObject({
      title: 'About Acme Agency',
      summary: 'Acme builds websites.',
      images: [],
    })
    expect(content.description).toBe(settings.about)
  })

  it('falls back field by field for a record never saved (empty title and text, no images)', () => {
    const empty = { id: 1, about_title: '  ', description: doc(paragraph('')) } as unknown as About
    const content = aboutContent(empty, { site_name: 'Acme Agency', about: null })
    expect(content).toMatchObject({ title: 'About Acme Agency', description: null, images: [] })
    expect(content.summary).toBe(TEXT.aboutFallback)
    expect(content.fallbackText).toBe(TEXT.aboutFallback)
  })

  it('keeps the one image a record has', () => {
    expect(aboutContent({ ...about, about_image_1: null } as unknown as About, settings).images).toEqual([12])
  })
})
