import type { TextField } from 'payload'

import { isSlug, SLUG_MAX, slugify } from '@/lib/slug'

type Options = {
  /** Field the slug is made from when the editor leaves it empty. */
  from: string
  /** Slugs refused because a route of the same path prefix owns them (e.g. `page` under /blog). */
  reserved?: readonly string[]
}

/**
 * The `slug` of a document served at its own URL: unique, indexed, in the sidebar. Left empty,
 * it is made from the `from` field (src/lib/slug.ts); a value that is not a slug, or a reserved
 * one, is refused with a field error (400 through the API).
 */
export function slugField({ from, reserved = [] }: Options): TextField {
  return {
    name: 'slug',
    label: 'Slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    maxLength: SLUG_MAX,
    admin: {
      position: 'sidebar',
      description: `Address of the page: lower-case letters, digits and hyphens. Left empty, it is made from the ${from}.`,
    },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim()) return value.trim()
          const source = data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: (value: string | null | undefined) => {
      if (!isSlug(value)) return 'Use lower-case letters, digits and single hyphens, e.g. seo-basics.'
      if (reserved.includes(value)) return `"${value}" is taken by a page of the site: choose another slug.`
      return true
    },
  }
}
