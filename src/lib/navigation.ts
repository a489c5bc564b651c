/**
 * The header and footer menus as the components draw them: each item's stored link
 * (src/globals/Navigation) resolved to its `href` (src/lib/links.ts). Pure.
 *
 * An item whose link leads nowhere (empty, or a referenced document since deleted or
 * unpublished) keeps its label only when it has sub-items left (the label then opens them);
 * otherwise it is left out, as is every such sub-item. The menu never shows a dead link.
 */
import { type SiteRoute, siteRoutePath } from '@/contracts/site-routes'

import { resolveLink, type StoredLink } from './links'

export type MenuLink = { label: string; href: string }
export type MenuItem = { label: string; href: string | null; children: MenuLink[] }
export type SiteNavigation = { header: MenuItem[]; footer: MenuItem[] }

type StoredItem = {
  label?: string | null
  link?: StoredLink | null
  children?: Array<{ label?: string | null; link?: StoredLink | null }> | null
}

/** The drawable items of a stored menu (see the module's doc). */
export function resolveMenu(items: StoredItem[] | null | undefined): MenuItem[] {
  return (items ?? []).flatMap((item): MenuItem[] => {
    const label = item.label?.trim()
    if (!label) return []
    const children = (item.children ?? []).flatMap((child): MenuLink[] => {
      const href = resolveLink(child.link)
      const childLabel = child.label?.trim()
      return href && childLabel ? [{ label: childLabel, href }] : []
    })
    const href = resolveLink(item.link)
    return href || children.length ? [{ label, href, children }] : []
  })
}

/** The site page `value` as a menu item without sub-items (the fallback menus). */
const route = (value: SiteRoute, label: string): MenuItem => ({
  label,
  href: siteRoutePath(value),
  children: [],
})

/**
 * The menus shown while the stored ones cannot be read: the spec's header menu with Blog and
 * Case studies, and the footer's Support links.
 */
export const FALLBACK_NAVIGATION: SiteNavigation = {
  header: [
    route('home', 'Home'),
    route('about', 'About'),
    route('services', 'Services'),
    route('package', 'Package'),
    route('blog', 'Blog'),
    route('case-studies', 'Case studies'),
    route('contact', 'Contact Us'),
  ],
  footer: [
    route('ourworks', 'Our Work'),
    route('blog', 'Blog'),
    route('privacy-policy', 'Privacy Policy'),
    route('terms-condition', 'Terms & Condition'),
  ],
}
