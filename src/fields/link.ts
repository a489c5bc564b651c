/**
 * The one link field of the content model (menus, hero and call-to-action buttons, logo links,
 * banner buttons): a group whose `type` says what the link leads to, and one field per type
 * (src/lib/links.ts `StoredLink`, rendered by `resolveLink`):
 * - `route`: a page of the site's own, picked from a list (src/contracts/site-routes.ts);
 * - `reference`: a landing page, post, case study or blog category, picked in a document picker
 *   (published ones only): stored by id, so the link follows a slug change;
 * - `anchor` (only where `anchors` is set: landing-page blocks): a section of the same page from
 *   src/contracts/anchors.ts, refused when the page has no block rendering it;
 * - `custom`: a typed address under the link rule (src/fields/link-validation.ts).
 * A link that is required (always, or `'withLabel'`: when the group's `label` is filled in) must
 * name its target; an optional one left empty is no link. Every refusal is a field message (400).
 */
import type { Field, GroupField, Validate } from 'payload'

import { isPageAnchor, PAGE_ANCHORS } from '@/contracts/anchors'
import { SITE_ROUTES, siteRoutePath } from '@/contracts/site-routes'
import { LINK_TARGETS, type LinkType, type StoredLink } from '@/lib/links'

import { checkCustomUrl, checkReference } from './link-validation'

type Options = {
  name: string
  label: string
  /** `true`: a link must be given; `'withLabel'`: when the group's `label` field is filled in. */
  required?: boolean | 'withLabel'
  /** Offer the sections of the same landing page (only in a landing page's layout). */
  anchors?: boolean
  /** Fields shown before the target, inside the group (e.g. the button text as `label`). */
  before?: Field[]
  description?: string
}

const TYPE_LABELS: Record<LinkType, string> = {
  route: 'A page of the site',
  reference: 'A landing page, post, case study or category',
  anchor: 'A section of this page',
  custom: 'Another address',
}

type Sibling = StoredLink & { label?: string | null }

/** The link group `name` (see the module's doc); its stored shape is `StoredLink` plus the `before` fields. */
export function linkField({
  name,
  label,
  required = false,
  anchors = false,
  before = [],
  description,
}: Options): GroupField {
  const types: LinkType[] = anchors
    ? ['route', 'reference', 'anchor', 'custom']
    : ['route', 'reference', 'custom']
  const needed = (sibling: Partial<Sibling>): boolean =>
    required === 'withLabel' ? Boolean(sibling.label?.trim()) : required
  const shownFor = (type: LinkType) => (_: unknown, sibling: Partial<Sibling>) => sibling?.type === type
  /** Validation of the field of `type`: skipped unless chosen; an empty value refused only when needed. */
  const when =
    (type: LinkType, missing: string, check: Validate): Validate =>
    (value, options) => {
      const sibling = options.siblingData as Partial<Sibling>
      if (sibling?.type !== type) return true
      if (value === null || value === undefined || value === '') return needed(sibling) ? missing : true
      return check(value, options)
    }

  return {
    name,
    label,
    type: 'group',
    admin: { description, hideGutter: true },
    fields: [
      ...before,
      {
        name: 'type',
        label: 'Links to',
        type: 'radio',
        defaultValue: 'route',
        options: types.map((value) => ({ value, label: TYPE_LABELS[value] })),
        admin: { layout: 'horizontal' },
        validate: (value: unknown, { siblingData }: { siblingData: Partial<Sibling> }) => {
          if (value === null || value === undefined)
            return needed(siblingData) ? 'Choose what this links to.' : true
          return types.includes(value as LinkType)
            ? true
            : `Choose one of: ${types.map((t) => TYPE_LABELS[t]).join(', ')}.`
        },
      },
      {
        name: 'route',
        label: 'Page of the site',
        type: 'select',
        options: SITE_ROUTES.map(({ value, label }) => ({ value, label })),
        admin: { condition: shownFor('route') },
        validate: when('route', 'Choose the page of the site this links to.', (value) =>
          siteRoutePath(value) ? true : 'Choose a page of the site from the list.',
        ),
      },
      {
        name: 'reference',
        label: 'Landing page, post, case study or category',
        type: 'relationship',
        relationTo: [...LINK_TARGETS],
        maxDepth: 1,
        filterOptions: ({ relationTo }) =>
          relationTo === 'categories' ? true : { _status: { equals: 'published' } },
        admin: { condition: shownFor('reference') },
        validate: when(
          'reference',
          'Choose the landing page, post, case study or category this links to.',
          (value, { req }) => checkReference(value, req),
        ),
      },
      ...(anchors
        ? [
            {
              name: 'anchor',
              label: 'Section of this page',
              type: 'select',
              options: PAGE_ANCHORS.map(({ value, label }) => ({ value, label })),
              admin: {
                condition: shownFor('anchor'),
                description: 'The first block of that kind on this page; the page must have one.',
              },
              validate: when('anchor', 'Choose the section of this page this links to.', (value, { data }) =>
                anchorOnPage(value, data),
              ),
            } satisfies Field,
          ]
        : []),
      {
        name: 'url',
        label: 'Address',
        type: 'text',
        admin: {
          condition: shownFor('custom'),
          description:
            'A path of this site (/blog/category/seo) or a full https://, mailto: or tel: address.',
        },
        validate: when('custom', 'Enter the address this links to.', (value, { req }) =>
          checkCustomUrl(value, req, anchors),
        ),
      },
    ],
  }
}

/** An anchor must be in the list and rendered by a block of the page being saved (its `layout`). */
function anchorOnPage(value: unknown, data: unknown): true | string {
  const anchor = PAGE_ANCHORS.find((a) => a.value === value)
  if (!isPageAnchor(value) || !anchor) return `Choose one of: ${PAGE_ANCHORS.map((a) => a.label).join(', ')}.`
  const layout = (data as { layout?: Array<{ blockType?: string }> } | null)?.layout ?? []
  return layout.some((block) => block?.blockType === anchor.block)
    ? true
    : `This page has no “${anchor.blockLabel}” block: add one, or choose another link.`
}
