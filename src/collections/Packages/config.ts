import { publicContentCollection } from '../public-content'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/** Shape of a package key (the payment id of /payment/{key}): lowercase letters, digits, single dashes. */
export const PACKAGE_KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Package categories: the /package panels. */
export const PACKAGE_CATEGORIES = ['website', 'seo', 'ppc', 'smo'] as const
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number]

/**
 * Price packages: the single source of truth for the price tables on /package AND the
 * amount charged on /payment/{key}. `key` is the package's payment id.
 */
export const Packages = publicContentCollection({
  slug: 'packages',
  scheduled: true,
  group: ADMIN_GROUPS.offer,
  useAsTitle: 'name',
  columns: ['key', 'category', 'price'],
  fields: [
    {
      name: 'key',
      label: 'Key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description:
          'Payment id used in /payment/{key}, e.g. web-standard. Lowercase letters, digits and dashes.',
      },
      validate: (value: unknown) =>
        typeof value === 'string' && PACKAGE_KEY_PATTERN.test(value)
          ? true
          : 'Use lowercase letters, digits and single dashes, e.g. web-standard.',
    },
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      required: true,
      options: [
        { label: 'Website', value: 'website' },
        { label: 'SEO', value: 'seo' },
        { label: 'PPC', value: 'ppc' },
        { label: 'SMO', value: 'smo' },
      ],
    },
    {
      name: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      admin: { description: 'Display name, e.g. ULTRA STANDARD.' },
    },
    {
      name: 'price',
      label: 'Price',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'Amount charged in USD (for PPC: the one-time setup fee).' },
    },
    {
      name: 'priceNote',
      label: 'Price note',
      type: 'text',
      admin: { description: 'Shown under the price, e.g. "One-time setup fee".' },
    },
    {
      name: 'budgetRange',
      label: 'Budget range',
      type: 'text',
      admin: { description: 'PPC only: the monthly ad budget range, e.g. "$250 - $2000".' },
    },
    {
      name: 'features',
      label: 'Features',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Feature line', plural: 'Feature lines' },
      fields: [
        { name: 'text', label: 'Text', type: 'text', required: true },
        { name: 'included', label: 'Included', type: 'checkbox', defaultValue: true },
      ],
    },
  ],
})
