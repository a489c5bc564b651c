import 'server-only'

/**
 * The case studies' reads (the data module's sibling for case studies; docs/content.md
 * "Case studies"). Visitors get published case studies only (src/access/policies.ts
 * `caseStudyAccess`), cached under the `case-studies` tag and those of what they show (media,
 * services, testimonials) and expired by the collections' hooks, so pages render on their
 * first request and stay cached until an edit. A signed-in editor in preview gets the latest
 * draft of a case study, uncached. Lists are newest first (`completedAt`, then `id`).
 */
import type { ContentTag } from '@/contracts/cache-tags'
import type { CaseStudy } from '@/payload-types'
import { bySlug, cachedRead, getClient, orFallback } from '@/server/cached-read'

/** What the list shows of a case study. */
export type CaseStudySummary = Pick<
  CaseStudy,
  'id' | 'title' | 'slug' | 'summary' | 'coverImage' | 'client' | 'industry' | 'results' | 'updatedAt'
>

/** A sitemap entry of a case study. */
export type CaseStudyUrlEntry = { slug: string; updatedAt: string }

const TAGS: ContentTag[] = ['case-studies', 'media', 'services', 'testimonials']
const SORT = ['-completedAt', '-id']

const readList = cachedRead('case-studies:list', TAGS, async (): Promise<CaseStudySummary[]> => {
  const payload = await getClient()
  const { docs } = await payload.find({
    collection: 'case-studies',
    sort: SORT,
    pagination: false,
    depth: 1,
    select: {
      title: true,
      slug: true,
      summary: true,
      coverImage: true,
      client: true,
      industry: true,
      results: true,
      updatedAt: true,
    },
    overrideAccess: false,
  })
  return docs as CaseStudySummary[]
})

const readCaseStudy = bySlug('case-studies', TAGS)

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

const readEntries = cachedRead(
  'case-studies:entries',
  ['case-studies'],
  async (): Promise<CaseStudyUrlEntry[]> => {
    const payload = await getClient()
    const { docs } = await payload.find({
      collection: 'case-studies',
      sort: SORT,
      pagination: false,
      depth: 0,
      select: { slug: true, updatedAt: true },
      overrideAccess: false,
    })
    return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
  },
)

/** Every published case study, newest first (empty when unreadable: the page still renders). */
export const getCaseStudies = (): Promise<CaseStudySummary[]> => orFallback(readList, [], 'case studies')

/** The published case study at /case-studies/{slug} (its latest draft for an editor in preview), or null. */
export const getCaseStudy = (slug: string): Promise<CaseStudy | null> => readCaseStudy(slug)

/**
 * Slug of the published case study of each home project tile, by project id (`{ 3: 'bakery-relaunch' }`),
 * for the tiles' caption links; empty when unreadable (the tiles still link to /package).
 */
export const getCaseStudySlugsByProject = (): Promise<Record<number, string>> =>
  orFallback(readLinks, {}, 'case study links')

/** Slug and last change of every published case study, newest first, for /sitemap.xml. */
export const getCaseStudyEntries = (): Promise<CaseStudyUrlEntry[]> => readEntries()
