/**
 * A/B experiments of landing pages (docs/content.md "Experiments"). An experiment names one
 * landing page, whose own published blocks are the control, and 1-3 other variants, each
 * replacing the page's blocks or only its hero and call to action, each with a traffic weight.
 * Only a running experiment draws variants (src/edge/experiment.ts); paused or ended, visitors
 * get the page itself. At most one running or paused experiment per page (./rules.ts, refused
 * with a 400 naming `page`). Every change reloads the server's table (src/collections/Experiments/load.ts)
 * and expires the `pages` tag, so the variants' pages render again. Promote:
 * POST /api/experiments/{id}/promote (./endpoints.ts). Admins and editors only.
 */
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { staff } from '@/access/roles'
import { callToActionBlock } from '@/blocks/CallToAction/config'
import { pageBlocks } from '@/blocks/config'
import { heroBlock } from '@/blocks/Hero/config'
import { CONTROL_VARIANT, EXPERIMENT_STATUSES, MAX_VARIANTS, MIN_VARIANTS } from '@/contracts/experiments'
import { loadExperimentTable } from '@/collections/Experiments/load'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { expireTag } from '@/hooks/revalidate'

import { promoteEndpoint } from './endpoints'
import { ACTIVE_STATUSES, checkVariants, keyVariants, type VariantRow } from './rules'

type ExperimentData = { page?: unknown; status?: unknown; variants?: VariantRow[] | null }

const idOf = (page: unknown): unknown =>
  page && typeof page === 'object' && 'id' in page ? (page as { id: unknown }).id : page

/** Keys the variants (control first) and refuses a second running or paused experiment of the page. */
const keyAndRefuseSecond: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  if (Array.isArray(data.variants)) data.variants = keyVariants(data.variants as VariantRow[])
  const merged = { ...(originalDoc as ExperimentData | undefined), ...(data as ExperimentData) }
  const page = idOf(merged.page)
  if (!page || !ACTIVE_STATUSES.includes(merged.status as never)) return data
  const { docs } = await req.payload.find({
    collection: 'experiments',
    where: {
      and: [
        { page: { equals: page } },
        { status: { in: [...ACTIVE_STATUSES] } },
        ...(originalDoc?.id === undefined ? [] : [{ id: { not_equals: originalDoc.id } }]),
      ],
    },
    limit: 1,
    depth: 0,
    req,
  })
  const other = docs[0]
  if (other)
    throw new ValidationError({
      collection: 'experiments',
      errors: [
        {
          path: 'page',
          message: `This page already has a ${other.status} experiment, "${other.name}": end it before starting another.`,
        },
      ],
    })
  return data
}

/**
 * Rereads the server's table inside the change's transaction (and, with REDIS_URL, sends it to
 * every instance) and expires the `pages` tag, so variant pages render from the new content.
 * Seeds and tests (`context.disableRevalidate`) only refresh their own process's table.
 */
export const refreshExperiments = async (req: PayloadRequest): Promise<void> => {
  await loadExperimentTable(req.payload, { req, share: !req.context?.disableRevalidate })
  expireTag('pages', req)
}
const refreshAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await refreshExperiments(req)
  return doc
}
const refreshAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await refreshExperiments(req)
  return doc
}

/** Shown (and required) on every variant but the control. */
const notControl = (_: unknown, sibling: { key?: string | null } | undefined) =>
  sibling?.key !== CONTROL_VARIANT
const ofKind =
  (kind: 'blocks' | 'heroCta') =>
  (_: unknown, sibling: { key?: string | null; change?: string | null } | undefined) =>
    sibling?.key !== CONTROL_VARIANT && sibling?.change === kind

export const Experiments: CollectionConfig = {
  slug: 'experiments',
  labels: { singular: 'Experiment', plural: 'Experiments' },
  admin: {
    group: ADMIN_GROUPS.pages,
    useAsTitle: 'name',
    defaultColumns: ['name', 'page', 'status', 'updatedAt'],
    description:
      "A/B tests of a landing page: visitors are split between the page as it is (the control) and other versions of it. The goal is a lead from the page's form.",
  },
  defaultSort: '-updatedAt',
  access: { read: staff, create: staff, update: staff, delete: staff },
  endpoints: [promoteEndpoint],
  hooks: {
    beforeValidate: [keyAndRefuseSecond],
    afterChange: [refreshAfterChange],
    afterDelete: [refreshAfterDelete],
  },
  fields: [
    {
      name: 'actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/collections/Experiments/PromoteActions.client#PromoteActions' },
      },
    },
    {
      name: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'E.g. "Offer page: shorter hero". For you and the other editors.' },
    },
    {
      name: 'page',
      label: 'Landing page',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      index: true,
      admin: {
        description:
          'The page under test. Its published blocks are the control. A page runs one experiment at a time.',
      },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: EXPERIMENT_STATUSES.map((value) => ({
        value,
        label: { draft: 'Draft', running: 'Running', paused: 'Paused', ended: 'Ended' }[value],
      })),
      admin: {
        position: 'sidebar',
        description:
          'Running: visitors are split between the variants. Paused or ended: everyone sees the page itself. Set it to start, pause or end the experiment.',
      },
    },
    {
      name: 'goal',
      label: 'Goal',
      type: 'ui',
      admin: {
        components: { Field: '@/collections/Experiments/PromoteActions.client#GoalNote' },
      },
    },
    {
      name: 'variants',
      label: 'Variants',
      type: 'array',
      minRows: MIN_VARIANTS,
      maxRows: MAX_VARIANTS,
      labels: { singular: 'Variant', plural: 'Variants' },
      validate: (value: unknown) => checkVariants(value as VariantRow[] | null),
      defaultValue: [{ key: CONTROL_VARIANT, label: 'Control', weight: 1 }],
      admin: {
        description: `${MIN_VARIANTS} to ${MAX_VARIANTS} versions of the page, the control (the page itself, first) included. Each visitor sees one, chosen by weight: weights 1 and 1 split traffic 50/50.`,
      },
      fields: [
        {
          name: 'label',
          label: 'Label',
          type: 'text',
          maxLength: 60,
          validate: (value: unknown, { siblingData }: { siblingData: { key?: string | null } }) =>
            siblingData?.key === CONTROL_VARIANT || Boolean(value) || 'Name this variant.',
          admin: { description: 'E.g. "Short hero". The control is the page as it is.' },
        },
        {
          name: 'key',
          label: 'Key',
          type: 'text',
          maxLength: 40,
          admin: {
            readOnly: true,
            description:
              'Made from the label when saved; stays the same afterwards (visitors keep it in a cookie).',
          },
        },
        {
          name: 'weight',
          label: 'Traffic weight',
          type: 'number',
          required: true,
          min: 1,
          defaultValue: 1,
          admin: { description: "This variant's share of visitors, relative to the others' weights." },
        },
        {
          name: 'change',
          label: 'What it changes',
          type: 'radio',
          defaultValue: 'heroCta',
          options: [
            { value: 'heroCta', label: 'Only the hero and the call to action' },
            { value: 'blocks', label: "All of the page's blocks" },
          ],
          admin: { condition: notControl, description: 'The rest of the page stays as published.' },
        },
        {
          name: 'layout',
          label: 'Blocks',
          type: 'blocks',
          blocks: pageBlocks,
          minRows: 1,
          maxRows: 40,
          admin: {
            condition: ofKind('blocks'),
            description: 'The whole page for this variant, top to bottom, in place of the page’s blocks.',
          },
        },
        {
          name: 'hero',
          label: 'Hero',
          type: 'group',
          fields: heroBlock.fields,
          admin: { condition: ofKind('heroCta'), description: "Replaces the page's first hero." },
        },
        {
          name: 'callToAction',
          label: 'Call to action',
          type: 'group',
          fields: callToActionBlock(true).fields,
          admin: {
            condition: ofKind('heroCta'),
            description: "Replaces the page's first call to action (the page keeps its own if it has none).",
          },
        },
      ],
    },
    {
      name: 'minVisitors',
      label: 'Minimum visitors per variant',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: 100,
      admin: {
        position: 'sidebar',
        description: 'No winner is shown before every variant had this many visitors.',
      },
    },
    {
      name: 'minConversions',
      label: 'Minimum leads per variant',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: 10,
      admin: {
        position: 'sidebar',
        description: 'No winner is shown before every variant brought this many leads.',
      },
    },
    {
      name: 'promotedVariant',
      label: 'Promoted variant',
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set by "Promote this variant": its blocks became the page’s.',
      },
    },
  ],
}
