/**
 * Redirects editors manage, made by @payloadcms/plugin-redirects: `from` (a site path),
 * `to.url` (a site path or an external URL) and `type` (301 or 302). The plugin's "internal document" target is left out: the
 * site's pages are routes, not documents. Saved redirects are answered by the site's HTTP
 * server (src/edge/redirect.ts) from a table refreshed after every change.
 *
 * Errors: a bad path or URL, a loop, a chain of two hops or a landing page's path
 * (src/redirects/hidden-pages.ts) is refused with a 400 naming the field.
 */
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeValidateHook,
  type Field,
  type PayloadRequest,
  type Plugin,
} from 'payload'

import { redirectAccess } from '@/access/policies'
import { refusePagePath } from '@/redirects/hidden-pages'
import { loadRedirectTable } from '@/redirects/load'

import { chainProblem, checkFrom, checkTarget } from './rules'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

type RedirectData = { from?: unknown; to?: { url?: unknown } | null }

/** Refuses a landing page's path, loops and chains against every other saved redirect. */
const refuseChains: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc as RedirectData | undefined), ...(data as RedirectData | undefined) }
  const from = merged.from
  const to = merged.to?.url
  if (checkFrom(from) !== true) return data
  await refusePagePath(req, from as string)
  if (checkTarget(to) !== true) return data
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: originalDoc?.id === undefined ? {} : { id: { not_equals: originalDoc.id } },
    pagination: false,
    depth: 0,
    req,
  })
  const others = docs.flatMap((d) => (d.to?.url ? [{ from: d.from, to: d.to.url }] : []))
  const problem = chainProblem({ from: from as string, to: to as string }, others)
  if (problem)
    throw new ValidationError({ collection: 'redirects', errors: [{ path: 'to.url', message: problem }] })
  return data
}

/**
 * Rereads the table inside the change's transaction and, with REDIS_URL, sends it to every
 * instance; seeds and tests (`context.disableRevalidate`, as for the cache tags) only refresh
 * their own process's table.
 */
const refresh = (req: PayloadRequest) =>
  loadRedirectTable(req.payload, { req, share: !req.context?.disableRevalidate })

const refreshAfterChange: CollectionAfterChangeHook = async ({ req }) => {
  await refresh(req)
}
const refreshAfterDelete: CollectionAfterDeleteHook = async ({ req }) => {
  await refresh(req)
}

const fromField: Field = {
  name: 'from',
  label: 'From (path on this site)',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  validate: checkFrom,
  admin: { description: 'The old path, e.g. /our-work.' },
}

const toField: Field = {
  name: 'to',
  type: 'group',
  label: false,
  fields: [
    {
      name: 'url',
      label: 'To (path or URL)',
      type: 'text',
      required: true,
      validate: checkTarget,
      admin: { description: 'A page of this site (/ourworks) or a full URL (https://example.com/).' },
    },
  ],
}

/** The fields this site writes itself; the plugin adds `type` (labelled by redirectTypeFieldOverride). */
export const redirectFields: Field[] = [fromField, toField]

/** The plugin, configured: 301 or 302, editors and admins manage, nobody else reads. */
export const redirects: Plugin = redirectsPlugin({
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: { defaultValue: '301', label: 'Redirect type' },
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    access: redirectAccess,
    admin: {
      group: ADMIN_GROUPS.site,
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.url', 'type', 'updatedAt'],
      description: 'Old paths sent to a new page or another site. Takes effect at the next request.',
    },
    hooks: {
      beforeValidate: [refuseChains],
      afterChange: [refreshAfterChange],
      afterDelete: [refreshAfterDelete],
    },
    fields: ({ defaultFields }) => [
      ...redirectFields,
      ...defaultFields.filter((f) => 'name' in f && f.name === 'type'),
    ],
  },
})
