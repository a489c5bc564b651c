/**
 * The header and footer menus (docs/content.md "Menus"): `header` is the main menu, `footer`
 * the footer's 'Support' links. Each item has a label, a link (src/fields/link.ts) and up to
 * MENU_CHILDREN_MAX sub-items, one level deep; an item with sub-items may leave its own link
 * empty. Rendered by src/components/Header and src/components/Footer from `getNavigation`
 * (src/server/data.ts); a save expires the `navigation` tag, so every page's header and
 * footer follow at once.
 */
import type { ArrayField, GlobalConfig } from 'payload'

import { publicGlobalAccess } from '@/access/policies'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { linkField } from '@/fields/link'
import { revalidateGlobal } from '@/hooks/revalidate'

/** Most items of one menu, and most sub-items of one item. */
export const MENU_ITEMS_MAX = 10
export const MENU_CHILDREN_MAX = 10

const labelField = {
  name: 'label',
  label: 'Label',
  type: 'text',
  required: true,
  maxLength: 40,
} as const

const childrenField: ArrayField = {
  name: 'children',
  label: 'Sub-items',
  type: 'array',
  maxRows: MENU_CHILDREN_MAX,
  labels: { singular: 'Sub-item', plural: 'Sub-items' },
  admin: { description: 'Shown under this item (a drop-down in the header).' },
  fields: [labelField, linkField({ name: 'link', label: 'Link', required: true })],
}

const menuField = (name: string, label: string, description: string): ArrayField => ({
  name,
  label,
  type: 'array',
  maxRows: MENU_ITEMS_MAX,
  labels: { singular: 'Item', plural: 'Items' },
  admin: { description },
  fields: [
    labelField,
    linkField({
      name: 'link',
      label: 'Link',
      description: 'An item with sub-items may leave this empty: its label then only opens them.',
    }),
    childrenField,
  ],
  validate: (items: unknown) => {
    const empty = ((items as MenuRow[] | null) ?? []).findIndex((item) => !hasTarget(item))
    return empty === -1 ? true : `Item ${empty + 1} needs a link or at least one sub-item.`
  },
})

type MenuRow = { link?: { type?: string | null; [key: string]: unknown } | null; children?: unknown[] | null }

/** An item leads somewhere: its link names a target, or it has sub-items. */
function hasTarget(item: MenuRow): boolean {
  const link = item.link
  const chosen = link?.type ? link[link.type === 'custom' ? 'url' : link.type] : null
  return Boolean(chosen) || Boolean(item.children?.length)
}

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Menus',
  admin: {
    group: ADMIN_GROUPS.site,
    description: 'The header menu and the footer links of every page.',
  },
  access: publicGlobalAccess,
  hooks: { afterChange: revalidateGlobal('navigation') },
  fields: [
    menuField('header', 'Header menu', 'The main menu, left to right (a side menu on phones).'),
    menuField('footer', 'Footer links', "The footer's 'Support' links, top to bottom."),
  ],
}
