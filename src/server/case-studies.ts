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
import { isSlug } from '@/lib/slug'
import type { CaseStudy, User } from '@/payload-types'
import { cachedRead, getClient, orFallback } from '@/server/cached-read'
import { previewUser } from '@/server/preview'

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

async function findCaseStudy(slug: string, user?: User): Promise<CaseStudy | null> {
  const payload = await getClient()
  const { docs } = await payload.find({
    collection: 'case-studies',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2,
    overrideAccess: false,
    user,
    draft: Boolean(user),
  })
  return docs[0] ?? null
}

const readPublished = cachedRead('case-studies:one', TAGS, (slug: string) => findCaseStudy(slug))

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
export async function getCaseStudy(slug: string): Promise<CaseStudy | null> {
  if (!isSlug(slug)) return null
  const user = await previewUser()
  return user ? findCaseStudy(slug, user) : readPublished(slug)
}

/**
 * Slug of the published case study of each home project tile, by project id (`{ 3: 'bakery-relaunch' }`),
 * for the tiles' caption links; empty when unreadable (the tiles still link to /package).
 */
export const getCaseStudySlugsByProject = (): Promise<Record<number, string>> =>
  orFallback(readLinks, {}, 'case study links')

/** Slug and last change of every published case study, newest first, for /sitemap.xml. */
export const getCaseStudyEntries = (): Promise<CaseStudyUrlEntry[]> => readEntries()
