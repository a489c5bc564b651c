/**
 * Landing pages built from blocks, served at /{slug} (docs/content.md "Landing pages"). An
 * editor writes a page in the admin with live preview, saves drafts, publishes now or at a
 * set time (Payload's `schedulePublish` job, run by the jobs cron), with no deploy: a publish,
 * change or unpublish expires the `pages` tag at once. Slugs of the site's own routes are
 * refused (src/lib/pages.ts), and so is a redirect's `from` (src/redirects/hidden-pages.ts). Access in src/access/policies.ts (`pageAccess`).
 */
import type { CollectionConfig, PayloadRequest } from 'payload'

import { pageAccess } from '@/access/policies'
import { pageBlocks } from '@/blocks/config'
import { ADMIN_GROUPS } from '@/fields/admin-groups'
import { metaFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'
import { searchIndexed } from '@/hooks/search-index'
import { PAGE_RESERVED_SLUGS, pagePreviewUrl } from '@/lib/pages'
import { loadExperimentTable } from '@/collections/Experiments/load'
import { refuseRedirectedSlug } from '@/redirects/hidden-pages'

import { scheduledDraftVersions } from '../drafts'

/** A publish, unpublish or slug change moves the page's experiment in or out of the server's table (src/collections/Experiments/load.ts). */
const reloadExperiments = async ({ doc, req }: { doc: unknown; req: PayloadRequest }) => {
  await loadExperimentTable(req.payload, { req, share: !req.context?.disableRevalidate })
  return doc
}

export const Pages: CollectionConfig = searchIndexed({
  slug: 'pages',
  labels: { singular: 'Landing page', plural: 'Landing pages' },
  admin: {
    group: ADMIN_GROUPS.pages,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt', '_status'],
    description: 'Campaign pages built from blocks, each at its own address: /{slug}.',
    livePreview: { url: ({ data }) => pagePreviewUrl(data?.slug) },
  },
  defaultSort: '-updatedAt',
  access: pageAccess,
  versions: scheduledDraftVersions,
  hooks: {
    afterChange: [...revalidateCollection('pages').afterChange, reloadExperiments],
    afterDelete: [...revalidateCollection('pages').afterDelete, reloadExperiments],
    beforeValidate: [refuseRedirectedSlug],
  },
  fields: [
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'The browser tab and search result title, unless the SEO tab sets its own.' },
    },
    {
      name: 'layout',
      label: 'Layout',
      type: 'blocks',
      required: true,
      minRows: 1,
      maxRows: 40,
      blocks: pageBlocks,
      admin: {
        description:
          'The sections of the page, top to bottom. Start with a hero: its heading is the page heading.',
      },
    },
    slugField({ from: 'title', reserved: PAGE_RESERVED_SLUGS }),
    metaFields(),
  ],
})
