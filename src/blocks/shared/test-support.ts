/**
 * What the blocks' own tests (src/blocks/<Name>/*.test.ts) share: a place in a sample landing
 * page and the server HTML of a renderer's element, async ones awaited as React would.
 */
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import type { Media, Page } from '@/payload-types'

import type { BlockPlace, BlockProps, BlockRenderer, BlockType } from './types'

/** A published landing page at /offer with an empty layout (the renderers read only its id and slug). */
export const SAMPLE_PAGE = { id: 7, title: 'Offer', slug: 'offer', layout: [] } as unknown as Page

/** The second block of SAMPLE_PAGE, not its heading, without an anchor; `over` replaces any of these. */
export const place = (over: Partial<BlockPlace> = {}): BlockPlace => ({
  index: 1,
  page: SAMPLE_PAGE,
  isPageHeading: false,
  ...over,
})

/** The server HTML `renderer` gives for `props` (an async renderer's promise awaited first). */
export async function html<T extends BlockType>(
  renderer: BlockRenderer<T>,
  props: BlockProps<T>,
): Promise<string> {
  const node: ReactNode = await renderer(props)
  return renderToStaticMarkup(createElement('div', null, node))
}

/** A stored image of 1200x800 at /media/team.jpg, without sizes. */
export const SAMPLE_MEDIA = {
  id: 3,
  alt: 'The team',
  url: '/media/team.jpg',
  width: 1200,
  height: 800,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
} as Media
