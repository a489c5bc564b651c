/**
 * Blog categories, each listing its posts at /blog/category/{slug}. No drafts: a category
 * shows once a published post names it. Access in src/access/policies.ts (`categoryAccess`).
 */
import type { CollectionConfig } from 'payload'

import { categoryAccess } from '@/access/policies'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'
import { categoryIndexHooks } from '@/hooks/search-index'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: { group: ADMIN_GROUPS.blog, useAsTitle: 'title', defaultColumns: ['title', 'slug'] },
  defaultSort: 'title',
  access: categoryAccess,
  hooks: {
    // A renamed or deleted category rewrites its posts' rows of the search index.
    afterChange: [...revalidateCollection('categories').afterChange, ...categoryIndexHooks.afterChange],
    beforeDelete: categoryIndexHooks.beforeDelete,
    afterDelete: [...revalidateCollection('categories').afterDelete, ...categoryIndexHooks.afterDelete],
  },
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 60 },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'Shown under the heading of the category page and as its search description.' },
    },
    slugField({ from: 'title' }),
  ],
}
