/**
 * The collections whose documents a release may publish: every collection with drafts. Each
 * slug is also the cache tag its public reads carry (src/contracts/cache-tags.ts), which the
 * release expires once after its commit (./publish.ts). tests/int/releases.test.ts checks that
 * the list is every draft-enabled collection of the config.
 */
import type { CollectionSlug } from 'payload'

import type { ContentTag } from '@/contracts/cache-tags'

export const RELEASE_COLLECTIONS = [
  'pages',
  'posts',
  'banners',
  'packages',
  'promotions',
  'case-studies',
  'services',
  'testimonials',
  'projects',
  'solutions',
  'work-categories',
] as const satisfies ReadonlyArray<CollectionSlug & ContentTag>

export type ReleaseCollection = (typeof RELEASE_COLLECTIONS)[number]

/** Statuses of a release; only the server sets them (./publish.ts, the cancel endpoint). */
export const RELEASE_STATUSES = [
  { label: 'Draft', value: 'draft' },
  { label: 'Scheduled', value: 'scheduled' },
  { label: 'Publishing', value: 'publishing' },
  { label: 'Published', value: 'published' },
  { label: 'Failed', value: 'failed' },
  { label: 'Cancelled', value: 'cancelled' },
] as const

export type ReleaseStatus = (typeof RELEASE_STATUSES)[number]['value']
