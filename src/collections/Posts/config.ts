/**
 * Blog posts, served at /blog/{slug} and listed newest first (`publishedAt`) on /blog, the
 * category pages and /blog/rss.xml. Drafts, live preview and scheduled publishing (Payload's
 * `schedulePublish` job, run by the jobs cron); access in src/access/policies.ts (`postAccess`).
 */
import { BlocksFeature } from '@payloadcms/richtext-lexical'
import type { CollectionConfig } from 'payload'

import { postAccess } from '@/access/policies'
import { postBlocks } from '@/blocks/config'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { richTextEditor } from '@/fields/rich-text'
import { metaFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'
import { searchIndexed } from '@/hooks/search-index'
import { BLOG_RESERVED_SLUGS, postPreviewUrl } from '@/lib/blog'

import { scheduledDraftVersions } from '../drafts'

export const Posts: CollectionConfig = searchIndexed({
  slug: 'posts',
  labels: { singular: 'Post', plural: 'Posts' },
  admin: {
    group: ADMIN_GROUPS.blog,
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', 'categories', '_status'],
    livePreview: { url: ({ data }) => postPreviewUrl(data?.slug) },
  },
  defaultSort: '-publishedAt',
  access: postAccess,
  versions: scheduledDraftVersions,
  hooks: {
    ...revalidateCollection('posts'),
    beforeChange: [
      // A post published without a date gets the moment it goes live.
      ({ data }) => {
        if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
        return data
      },
    ],
  },
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'excerpt',
      label: 'Excerpt',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for the list, the feed and search results.' },
    },
    {
      name: 'heroImage',
      label: 'Hero image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'Shown above the post and on its card; its 1200x630 size is the share image.' },
    },
    {
      name: 'content',
      label: 'Content',
      type: 'richText',
      required: true,
      editor: richTextEditor([BlocksFeature({ blocks: postBlocks })]),
    },
    slugField({ from: 'title', reserved: BLOG_RESERVED_SLUGS }),
    {
      name: 'publishedAt',
      label: 'Published at',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The date shown and the order of the list. Set when first published if left empty.',
      },
    },
    {
      name: 'author',
      label: 'Author',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { position: 'sidebar', description: 'Name shown under the title.' },
    },
    {
      name: 'categories',
      label: 'Categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    metaFields(),
  ],
})
