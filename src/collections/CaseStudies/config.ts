/**
 * Case studies, served at /case-studies/{slug} and listed (newest `completedAt` first) on
 * /case-studies (docs/content.md "Case studies"). A case study names the home project tile it
 * tells the story of (`project`, optional, one case study per tile): the tile's caption links
 * to it. Drafts, live preview and scheduled publish and unpublish (Payload's `schedulePublish` job,
 * run by the jobs cron); access in src/access/policies.ts (`caseStudyAccess`).
 */
import type { CollectionConfig } from 'payload'

import { caseStudyAccess } from '@/access/policies'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { metaFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'
import { searchIndexed } from '@/hooks/search-index'
import { caseStudyPreviewUrl } from '@/lib/case-studies'

import { scheduledDraftVersions } from '../drafts'

export const CaseStudies: CollectionConfig = searchIndexed({
  slug: 'case-studies',
  labels: { singular: 'Case study', plural: 'Case studies' },
  admin: {
    group: ADMIN_GROUPS.offer,
    useAsTitle: 'title',
    defaultColumns: ['title', 'client', 'industry', 'completedAt', '_status'],
    livePreview: { url: ({ data }) => caseStudyPreviewUrl(data?.slug) },
  },
  defaultSort: '-completedAt',
  access: caseStudyAccess,
  versions: scheduledDraftVersions,
  hooks: revalidateCollection('case-studies'),
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'summary',
      label: 'Summary',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for the list and search results.' },
    },
    {
      name: 'coverImage',
      label: 'Cover image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: {
        description: 'Shown above the case study and on its card; its 1200x630 size is the share image.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'client', label: 'Client', type: 'text', required: true, maxLength: 80 },
        { name: 'industry', label: 'Industry', type: 'text', required: true, maxLength: 60 },
      ],
    },
    {
      name: 'challenge',
      label: 'The challenge',
      type: 'textarea',
      required: true,
      maxLength: 1500,
      admin: { description: 'What the client needed, in a paragraph or two.' },
    },
    { name: 'work', label: 'The work', type: 'richText', required: true },
    {
      name: 'results',
      label: 'Results',
      type: 'array',
      maxRows: 6,
      labels: { singular: 'Result', plural: 'Results' },
      admin: {
        description: 'Figures shown large, e.g. value "+180%" with label "organic visits in 6 months".',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', label: 'Value', type: 'text', required: true, maxLength: 20 },
            { name: 'label', label: 'Label', type: 'text', required: true, maxLength: 80 },
          ],
        },
      ],
    },
    {
      name: 'gallery',
      label: 'Gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 8,
      admin: { description: 'Screens and photos of the work, shown after the text.' },
    },
    {
      name: 'testimonial',
      label: 'Testimonial',
      type: 'relationship',
      relationTo: 'testimonials',
      admin: { description: "The client's words (optional), from the testimonials." },
    },
    slugField({ from: 'title' }),
    {
      name: 'completedAt',
      label: 'Completed',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'monthOnly', displayFormat: 'MMMM yyyy' } },
    },
    {
      name: 'services',
      label: 'Services used',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'project',
      label: 'Home project tile',
      type: 'relationship',
      relationTo: 'projects',
      unique: true,
      admin: {
        position: 'sidebar',
        description:
          "The home 'our projects' tile this case study tells the story of: its caption links here.",
      },
    },
    metaFields(),
  ],
})
