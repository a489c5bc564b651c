/**
 * Typed links (the link field, src/fields/link.ts): what one stores and the `href` it renders.
 * Pure; shared by the renderers, the data module and the JSON API.
 *
 * A stored link is one of:
 * - `route`: a page of the site's own (src/contracts/site-routes.ts), stored by name;
 * - `reference`: a landing page, post, case study or blog category, stored by id, so its path
 *   follows a slug change: `{ relationTo, value }`, `value` the populated document when read;
 * - `anchor`: a section of the same landing page (src/contracts/anchors.ts), `#lead-form`;
 * - `custom`: an address typed by the editor, under the link rule (src/lib/safe-url.ts) without
 *   the `#section` kind (sections are anchors).
 * `resolveLink` gives its `href`, or null when there is nothing to link to: an empty link, a
 * referenced document that is no longer readable (deleted, or unpublished: a public read does not
 * populate it), or a stored value that the rules refuse. Renderers leave such a link out.
 */
import { isPageAnchor } from '@/contracts/anchors'
import { SITE_ROUTES, siteRoutePath } from '@/contracts/site-routes'

import { BLOG_RESERVED_SLUGS, categoryPath, postPath } from './blog'
import { caseStudyPath } from './case-studies'
import { landingPagePath, PAGE_RESERVED_SLUGS } from './pages'
import { isLink, type LinkKind } from './safe-url'

/** Collections whose documents have a page of their own, which a link may reference. */
export const LINK_TARGETS = ['pages', 'posts', 'case-studies', 'categories'] as const
export type LinkTarget = (typeof LINK_TARGETS)[number]

/** The link rule's kinds an editor may type as a custom link. */
export const CUSTOM_LINK: readonly LinkKind[] = ['path', 'url', 'contact']

export type LinkType = 'route' | 'reference' | 'anchor' | 'custom'

export type StoredLink = {
  type?: LinkType | null
  route?: string | null
  reference?: { relationTo: string; value: unknown } | null
  anchor?: string | null
  url?: string | null
}

const DOCUMENT_PATHS: Record<LinkTarget, (slug: string) => string> = {
  pages: landingPagePath,
  posts: postPath,
  'case-studies': caseStudyPath,
  categories: categoryPath,
}

/** The path of a document of `relationTo` (populated: an object with a `slug`), or null. */
export function documentPath(relationTo: string, doc: unknown): string | null {
  const toPath = DOCUMENT_PATHS[relationTo as LinkTarget] as ((slug: string) => string) | undefined
  const slug = doc && typeof doc === 'object' ? (doc as { slug?: unknown }).slug : null
  return toPath && typeof slug === 'string' && slug ? toPath(slug) : null
}

/** The `href` of a stored link, or null when there is nothing to link to (see the module's doc). */
export function resolveLink(link: StoredLink | null | undefined): string | null {
  switch (link?.type) {
    case 'route':
      return siteRoutePath(link.route)
    case 'reference':
      return link.reference ? documentPath(link.reference.relationTo, link.reference.value) : null
    case 'anchor':
      return isPageAnchor(link.anchor) ? `#${link.anchor}` : null
    case 'custom':
      return isLink(link.url, CUSTOM_LINK) ? link.url! : null
    default:
      return null
  }
}

/**
 * The typed link an address stored before links were typed stands for (migrations, seeds): a
 * `#section` of PAGE_ANCHORS is that anchor, a path of SITE_ROUTES that page, anything else a
 * custom address (kept as it was; a value the rule refuses still renders nothing).
 */
export function linkFromUrl(url: string): StoredLink {
  if (url.startsWith('#') && isPageAnchor(url.slice(1))) return { type: 'anchor', anchor: url.slice(1) }
  const route = SITE_ROUTES.find((r) => r.path === url)
  return route ? { type: 'route', route: route.value } : { type: 'custom', url }
}

/**
 * The document a site path names (`/web-design-offer`, `/blog/{slug}`, `/blog/category/{slug}`,
 * `/case-studies/{slug}`; query and fragment ignored), or null for a path of the site's own routes.
 */
export function documentOfPath(path: string): { collection: LinkTarget; slug: string } | null {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean)
  const [first, second, third] = segments
  if (segments.length === 1 && !(PAGE_RESERVED_SLUGS as readonly string[]).includes(first!))
    return { collection: 'pages', slug: first! }
  if (
    first === 'blog' &&
    segments.length === 2 &&
    !(['rss.xml', ...BLOG_RESERVED_SLUGS] as string[]).includes(second!)
  )
    return { collection: 'posts', slug: second! }
  if (first === 'blog' && second === 'category' && segments.length === 3)
    return { collection: 'categories', slug: third! }
  if (first === 'case-studies' && segments.length === 2 && second !== 'page')
    return { collection: 'case-studies', slug: second! }
  return null
}
