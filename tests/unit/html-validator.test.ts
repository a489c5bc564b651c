/**
 * The Nu HTML Checker as the e2e suite runs it (tests/helpers/vnu.ts): a valid page passes, and
 * a planted fault, a `<li value>` inside a `<ul>`, is an error. The rich text of a document that
 * holds every node the editor inserts (tests/helpers/every-node.ts) renders as valid HTML.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { RichText } from '@/components/RichText/RichText'

import { everyNodeDocument } from '../helpers/every-node'
import { htmlErrors } from '../helpers/vnu'

/** An image upload and a post, populated as the site reads them. */
const MEDIA = {
  id: 1,
  url: '/api/media/file/photo.webp',
  filename: 'photo.webp',
  mimeType: 'image/webp',
  alt: 'A photo',
  width: 800,
  height: 600,
  sizes: {},
}
const RELATED = { id: 2, title: 'Another post', slug: 'another-post' }

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Test</title></head><body>${body}</body></html>`

describe('Nu HTML Checker', () => {
  const richText = renderToStaticMarkup(
    createElement(RichText, { data: everyNodeDocument({ media: MEDIA, related: RELATED }) as never }),
  )
  // One Java start for every document (tests/helpers/vnu.ts names the files 0-, 1-, 2-).
  let errors: string[] = []
  beforeAll(async () => {
    errors = await htmlErrors({
      valid: page('<ol><li value="3">Three</li></ol>'),
      planted: page('<ul><li value="1">One</li></ul>'),
      'every-node': page(richText),
    })
  })

  it('passes a valid page and reports a <li value> in a <ul>', () => {
    expect(errors.filter((e) => !e.startsWith('2-'))).toEqual([
      expect.stringMatching(/^1-planted\.html:1: .*value/),
    ])
  })

  it('finds no error in rich text holding every node type', () => {
    expect(richText).toMatch(/<ol[^>]*><li[^>]* value="1"/)
    expect(errors.filter((e) => e.startsWith('2-'))).toEqual([])
  })
})
