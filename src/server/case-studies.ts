import 'server-only'

/**
 * The case studies' reads (the data module's sibling for case studies; docs/content.md
 * "Case studies"), declared once (src/server/reads/collection.ts). Visitors get published case
 * studies only (src/access/policies.ts `caseStudyAccess`), cached under the `case-studies` tag
 * and those of what they show (media, services, testimonials) and expired by the collections'
 * hooks, so pages render on their first request and stay cached until an edit. A signed-in
 * editor in preview gets the latest draft of a case study, uncached. Lists are newest first
 * (`completedAt`, then `id`).
 */
import type { CaseStudy } from '@/payload-types'
import { cachedRead, getClient, orFallback } from '@/server/reads/cached-read'
import { defineCollectionReads, type UrlEntry } from '@/server/reads/collection'

/** What the list shows of a case study. */
export type CaseStudySummary = Awaited<ReturnType<typeof caseStudies.list>>[number]

/** A sitemap entry of a case study. */
export type CaseStudyUrlEntry = UrlEntry

const caseStudies = defineCollectionReads({
  collection: 'case-studies',
  shows: ['media', 'services', 'testimonials'],
  sort: ['-completedAt', '-id'],
  listFields: ['title', 'slug', 'summary', 'coverImage', 'client', 'industry', 'results', 'updatedAt'],
  preview: { bySlug: true },
  fallback: 'case studies',
})

const readLinks = cachedRead(
  'case-studies:by-project',
  ['case-studies'],
  async (): Promise<Record<number, string>> => {
    const payload = await getClient()
    const { docs } = await payload.find({
      collection: 'case-studies',
      where: { project: { exists: true } },
      pagination: false,
      depth: 0,
      select: { slug: true, project: true },
      overrideAccess: false,
    })
    const links: Record<number, string> = {}
    for (const d of docs) if (typeof d.project === 'number') links[d.project] = d.slug
    return links
  },
)

/** Every published case study, newest first (empty when unreadable: the page still renders). */
export const getCaseStudies = (): Promise<CaseStudySummary[]> => caseStudies.list()

/** The published case study at /case-studies/{slug} (its latest draft for an editor in preview), or null. */
export const getCaseStudy = (slug: string): Promise<CaseStudy | null> => caseStudies.bySlug(slug)

/**
 * Slug of the published case study of each home project tile, by project id (`{ 3: 'bakery-relaunch' }`),
 * for the tiles' caption links; empty when unreadable (the tiles still link to /package).
 */
export const getCaseStudySlugsByProject = (): Promise<Record<number, string>> =>
  orFallback(readLinks, {}, 'case study links')

/** Slug and last change of every published case study, newest first, for /sitemap.xml. */
export const getCaseStudyEntries = (): Promise<CaseStudyUrlEntry[]> => caseStudies.entries()
