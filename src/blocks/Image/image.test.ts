/** The image block of a post's text: the image and its caption when given. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SAMPLE_MEDIA } from '../shared/test-support'
import { imageBlock } from './config'
import { PostImage } from './Image'

describe('post image block', () => {
  it('is stored as `image` with a required image', () => {
    expect(imageBlock.slug).toBe('image')
    expect(imageBlock.fields[0]).toMatchObject({ name: 'image', type: 'upload', required: true })
  })

  it('renders a figure with the image and its caption, and no empty caption', () => {
    const out = renderToStaticMarkup(createElement(PostImage, { image: SAMPLE_MEDIA, caption: 'At work' }))
    expect(out).toMatch(
      /^<figure [^>]*><img alt="The team"[^>]*><figcaption>At work<\/figcaption><\/figure>$/,
    )
    expect(renderToStaticMarkup(createElement(PostImage, { image: SAMPLE_MEDIA }))).not.toContain(
      'figcaption',
    )
  })
})
