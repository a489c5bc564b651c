/**
 * A landing page and a redirect may not claim the same path: the site's HTTP server answers a
 * redirect before any page (src/edge/redirect.ts), so a page at a redirect's `from`
 * would be published, listed in the sitemap and in search, and never reached. Both sides are
 * refused when saved, each with a message naming the other (tests/int/hidden-pages.test.ts):
 * a page whose slug is a redirect's `from` (the Pages collection), a redirect whose `from` is a
 * page's path (the Redirects collection). Reads run in the saving request's transaction.
 */
import { ValidationError, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'

import { normalizePath } from '@/infra/redirect-table'

/** The saved redirect whose `from` (normalised) is `path`, if any. */
async function redirectAt(req: PayloadRequest, path: string) {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    req,
  })
  return docs.find((r) => normalizePath(r.from) === path)
}

/** The landing page (a draft too) whose address is `path`, if any. */
async function pageAt(req: PayloadRequest, path: string) {
  const slug = /^\/([^/]+)$/.exec(path)?.[1]
  if (!slug) return undefined
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]
}

/** Pages: refuses a slug that a redirect's `from` takes (400 on `slug`). */
export const refuseRedirectedSlug: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const slug = (data as { slug?: unknown } | undefined)?.slug ?? (originalDoc as { slug?: unknown })?.slug
  if (typeof slug !== 'string' || !slug) return data
  const redirect = await redirectAt(req, `/${slug}`)
  if (redirect)
    throw new ValidationError({
      collection: 'pages',
      errors: [
        {
          path: 'slug',
          message: `/${slug} is redirected to ${redirect.to?.url ?? 'another address'} by the redirect "${redirect.from}" (Site › Redirects), so this page would never be reached: choose another slug, or delete that redirect first.`,
        },
      ],
    })
  return data
}

/** Redirects: refuses a `from` that is a landing page's path (400 on `from`). */
export async function refusePagePath(req: PayloadRequest, from: string): Promise<void> {
  const page = await pageAt(req, normalizePath(from))
  if (page)
    throw new ValidationError({
      collection: 'redirects',
      errors: [
        {
          path: 'from',
          message: `${normalizePath(from)} is the address of the landing page "${page.title}" (Content › Landing pages): change that page's slug first, or redirect another path.`,
        },
      ],
    })
}
