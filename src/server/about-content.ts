import 'server-only'

/**
 * What /about shows. The page is in the menu of every page, so it never answers 404 or
 * renders an empty shell: a field the about record lacks (the global never saved, or its
 * read failed) is replaced by a fallback: the title by 'About <site name>', the description
 * by the footer's about text from the settings, else by TEXT.aboutFallback; images that are
 * missing are left out.
 */
import { TEXT } from '@/contracts/constants'
import type { About, Media, Setting } from '@/payload-types'

import { plainText } from './seo/plain-text'

type RichTextValue = NonNullable<About['description']>

export type AboutContent = {
  title: string
  /** Rich text to render; null when neither the record nor the settings have any: show `fallbackText`. */
  description: RichTextValue | null
  fallbackText: string
  /** Plain text of the description shown, for the meta description. */
  summary: string
  images: Array<number | Media>
}

/** The about page's content from the about record (`null` when unreadable) and the settings. */
export function aboutContent(
  about: About | null,
  settings: Pick<Setting, 'site_name' | 'about'>,
): AboutContent {
  const title = about?.about_title?.trim() || `About ${settings.site_name}`
  const description = [about?.description, settings.about].find((value) => plainText(value) !== '') ?? null
  const images = [about?.about_image_1, about?.about_image_2].filter(
    (image): image is number | Media => image !== null && image !== undefined,
  )
  return {
    title,
    description: description as RichTextValue | null,
    fallbackText: TEXT.aboutFallback,
    summary: description ? plainText(description) : TEXT.aboutFallback,
    images,
  }
}
