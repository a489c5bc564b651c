import type { CollectionConfig } from 'payload'

import { promotionAccess } from '@/access/policies'
import { cleanText } from '@/lib/attribution'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { revalidateCollection } from '@/hooks/revalidate'
import { checkEndsAt, checkPromotionValue, PROMOTION_KINDS } from '@/lib/promotions'

import { draftVersions } from '../drafts'
import { queuePriceExpiry } from './expire-prices'

const revalidate = revalidateCollection('promotions')
const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * Price promotions: a percentage or a fixed amount off one or more packages, from `startsAt`
 * to `endsAt`, optionally only through one landing page and/or for one campaign. The checkout
 * charges the promoted price decided on the server (src/lib/promotions.ts, src/server/promotions.ts);
 * price tables show it struck through. Read by the server only: visitors read nothing here.
 * A published change expires the prices at once (tag `promotions`), and every start and end
 * is a queued job that expires them again at that time (./expire-prices.ts).
 */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  labels: { singular: 'Promotion', plural: 'Promotions' },
  admin: {
    group: ADMIN_GROUPS.offer,
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'value', 'startsAt', 'endsAt', '_status'],
    description:
      'Price cuts the checkout honours: a percentage or an amount off packages, from a start to an end time.',
  },
  access: promotionAccess,
  versions: draftVersions,
  hooks: { ...revalidate, afterChange: [...revalidate.afterChange, queuePriceExpiry] },
  fields: [
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: {
        description:
          'For the admin and the orders, e.g. "Spring web design offer". Visitors see only the prices.',
      },
    },
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      defaultValue: 'percent',
      options: [...PROMOTION_KINDS],
      admin: { description: 'A percentage of the package price, or a fixed amount off it.' },
    },
    {
      name: 'value',
      label: 'Value',
      type: 'number',
      required: true,
      admin: {
        description:
          'Percentage off (1 to 100), or the amount off in US dollars like package prices. The price never goes below 0.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: unknown } }) =>
        checkPromotionValue(siblingData.kind, value),
    },
    {
      name: 'packages',
      label: 'Packages',
      type: 'relationship',
      relationTo: 'packages',
      hasMany: true,
      required: true,
      admin: { description: 'The packages whose price it cuts.' },
    },
    {
      name: 'startsAt',
      label: 'Starts at',
      type: 'date',
      required: true,
      index: true,
      admin: { ...dayAndTime, description: 'From this time on, the checkout charges the promoted price.' },
    },
    {
      name: 'endsAt',
      label: 'Ends at',
      type: 'date',
      required: true,
      index: true,
      admin: {
        ...dayAndTime,
        description: 'From this time on, the full price again, even for a page opened before.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: unknown } }) =>
        checkEndsAt(siblingData.startsAt, value),
    },
    {
      name: 'landingPage',
      label: 'Only through landing page',
      type: 'relationship',
      relationTo: 'pages',
      admin: {
        description:
          'When set, only buyers who click Buy in a price table of this landing page get the promotion.',
      },
    },
    {
      name: 'campaign',
      label: 'Only for campaign',
      type: 'text',
      maxLength: 100,
      // Stored as the campaign cookie stores utm_campaign, so the two compare equal.
      hooks: { beforeValidate: [({ value }) => cleanText(value) ?? null] },
      admin: {
        description:
          'When set, only visitors who arrived with this utm_campaign (within 30 days) get it, e.g. spring-sale. Exact spelling.',
      },
    },
  ],
}
