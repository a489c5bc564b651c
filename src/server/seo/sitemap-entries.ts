import 'server-only'

/**
 * The URLs of the sitemap (/sitemap.xml, src/server/seo/sitemap-xml.ts): every public route,
 * every package payment page, the blog (its list pages, categories and every published post),
 * every published case study and landing page, absolute URLs from SERVER_URL (further pages of
 * a long services or case-studies list too), last modified = the newest `updatedAt` of the content the page
 * shows.
 * Read through the cached, tagged reads of the data modules, so an edit expires them.
 */
import { getEnv } from '@/env'
import {
  getAbout,
  getBanners,
  getContactInfo,
  getPackages,
  getPrivacyPolicy,
  getProjects,
  getServices,
  getSettings,
  getSolutions,
  getTermsCondition,
  getTestimonials,
  getWorkCategories,
} from '@/server/data'
import { getCategories, getPostEntries } from '@/server/blog'
import { getCaseStudyEntries } from '@/server/case-studies'
import { getPageEntries } from '@/server/pages'
import { landingPagePath } from '@/lib/pages'
import { BLOG_PAGE_SIZE, CASE_STUDIES_PAGE_SIZE, SERVICES_PAGE_SIZE } from '@/contracts/constants'
import { BLOG_PATH, CATEGORIES_PATH, categoryPath, postPath } from '@/lib/blog'
import { CASE_STUDIES_PATH, caseStudyPath } from '@/lib/case-studies'
import { pageOf, pagePath } from '@/lib/pagination'
import { absoluteUrl } from '@/server/seo/structured-data'

type Dated = { updatedAt?: string | null } | null | undefined

/** Newest `updatedAt` among `groups` (single docs or lists), or undefined when none has one. */
export function latest(...groups: (Dated | Dated[])[]): Date | undefined {
  const times = groups
    .flat()
    .map((d) => (d?.updatedAt ? Date.parse(d.updatedAt) : NaN))
    .filter(Number.isFinite)
  return times.length ? new Date(Math.max(...times)) : undefined
}

/** One URL of the sitemap: absolute `url`, `lastModified` when known, `priority` 0 to 1. */
export type SitemapEntry = { url: string; lastModified?: Date; priority: number }

/** Every URL of the sitemap, in the order above. */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const [
    settings,
    about,
    banners,
    testimonials,
    services,
    projects,
    solutions,
    categories,
    packages,
    contact,
    privacy,
    terms,
    posts,
    blogCategories,
    caseStudies,
    landingPages,
  ] = await Promise.all([
    getSettings(),
    getAbout(),
    getBanners(),
    getTestimonials(),
    getServices(),
    getProjects(),
    getSolutions(),
    getWorkCategories(),
    getPackages(),
    getContactInfo(),
    getPrivacyPolicy(),
    getTermsCondition(),
    getPostEntries(),
    getCategories(),
    getCaseStudyEntries(),
    getPageEntries(),
  ])
  const base = getEnv().SERVER_URL
  const entry = (path: string, lastModified: Date | undefined, priority: number): SitemapEntry => ({
    url: absoluteUrl(base, path),
    ...(lastModified ? { lastModified } : {}),
    priority,
  })
  return [
    entry('/', latest(settings, about, banners, testimonials, services, projects, solutions), 1),
    entry('/about', latest(about), 0.8),
    entry('/services', latest(services), 0.9),
    ...Array.from({ length: pageOf(services, 1, SERVICES_PAGE_SIZE)!.pageCount - 1 }, (_, i) =>
      entry(pagePath('/services', i + 2), latest(pageOf(services, i + 2, SERVICES_PAGE_SIZE)!.items), 0.6),
    ),
    entry('/ourworks', latest(categories, settings), 0.7),
    entry('/package', latest(packages), 0.9),
    entry('/contact', latest(contact, settings), 0.7),
    entry('/privacy-policy', latest(privacy), 0.3),
    entry('/terms-condition', latest(terms), 0.3),
    entry(CASE_STUDIES_PATH, latest(caseStudies), 0.7),
    ...Array.from({ length: pageOf(caseStudies, 1, CASE_STUDIES_PAGE_SIZE)!.pageCount - 1 }, (_, i) =>
      entry(
        pagePath(CASE_STUDIES_PATH, i + 2),
        latest(pageOf(caseStudies, i + 2, CASE_STUDIES_PAGE_SIZE)!.items),
        0.4,
      ),
    ),
    ...caseStudies.map((c) => entry(caseStudyPath(c.slug), latest(c), 0.6)),
    ...packages.map((p) => entry(`/payment/${p.key}`, latest(p), 0.5)),
    entry(BLOG_PATH, latest(posts[0]), 0.8),
    ...Array.from({ length: pageOf(posts, 1, BLOG_PAGE_SIZE)!.pageCount - 1 }, (_, i) =>
      entry(pagePath(BLOG_PATH, i + 2), latest(pageOf(posts, i + 2, BLOG_PAGE_SIZE)!.items), 0.4),
    ),
    ...(blogCategories.length ? [entry(CATEGORIES_PATH, latest(blogCategories), 0.4)] : []),
    ...blogCategories.map((c) => entry(categoryPath(c.slug), latest(c), 0.5)),
    ...posts.map((p) => entry(postPath(p.slug), latest(p), 0.7)),
    ...landingPages.map((p) => entry(landingPagePath(p.slug), latest(p), 0.6)),
  ]
}
