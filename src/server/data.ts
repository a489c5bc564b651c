import 'server-only'

/**
 * The one data module of the public site: every read a page needs is a named `get*` here
 * (docs/architecture.md "Data flow"). Pages hold no queries.
 *
 * Each collection and global is declared once below (src/server/reads/): its reads go through
 * Payload's local API with public access (`overrideAccess: false`), are cached with
 * `unstable_cache` under the tag of each collection/global they touch, and are expired by the
 * CMS hooks in `src/hooks/revalidate.ts` when an editor saves a change.
 * Visitors get published documents only (access: src/access/policies.ts); a signed-in
 * admin or editor in preview mode gets the latest drafts, uncached (src/server/preview.ts).
 *
 * A failed read of services, about, banners or packages yields an empty value
 * silently (logged server-side), so a page still renders.
 */
import { LINK_TARGET_TAGS, type ContentTag } from '@/contracts/cache-tags'
import { FALLBACK_NAVIGATION, resolveMenu, type SiteNavigation } from '@/lib/navigation'
import { synonymGroups } from '@/lib/search-synonyms'
import type { SynonymForm } from '@/lib/search-terms'
import type {
  About,
  Banner,
  ContactInfo,
  Navigation,
  Package,
  PrivacyPolicy,
  Project,
  Seo,
  Service,
  Setting,
  Solution,
  TermsCondition,
  Testimonial,
  WorkCategory,
} from '@/payload-types'
import { orFallback } from '@/server/reads/cached-read'
import { defineCollectionReads, type PublicCollection } from '@/server/reads/collection'
import { defineGlobalRead } from '@/server/reads/global'

/**
 * A collection the site lists whole in the editors' `sortOrder` (drafts in preview), cached
 * under its tag and `shows` (default: media); `what` is logged when it cannot be read, and the
 * list is then empty.
 */
const sortedList = <S extends PublicCollection>(
  collection: S,
  what: string,
  shows: ContentTag[] = ['media'],
) => defineCollectionReads({ collection, shows, sort: 'sortOrder', preview: { list: true }, fallback: what })

const readSettings = defineGlobalRead('settings', ['media'])
const readNavigation = defineGlobalRead('navigation', LINK_TARGET_TAGS)
const readAbout = defineGlobalRead('about', ['media'])
const readContactInfo = defineGlobalRead('contact-info')
const readPrivacyPolicy = defineGlobalRead('privacy-policy')
const readTermsCondition = defineGlobalRead('terms-condition')
const readSeo = defineGlobalRead('seo', ['media'])
const readSearchSynonyms = defineGlobalRead('search-synonyms')
const banners = sortedList('banners', 'banners', ['media', ...LINK_TARGET_TAGS])
const testimonials = sortedList('testimonials', 'testimonials')
const services = sortedList('services', 'services')
const projects = sortedList('projects', 'projects')
const solutions = sortedList('solutions', 'solutions')
const workCategories = sortedList('work-categories', 'work categories')
const packages = sortedList('packages', 'packages', [])

/** Header/footer settings. Throws when unreadable: every page needs it. */
export const getSettings = (): Promise<Setting> => readSettings()

/**
 * The header and footer menus, their links resolved (src/lib/navigation.ts: a link to a deleted
 * or unpublished document is left out). Cached under `navigation` and the tags of the documents
 * a link may name, so a slug change re-renders the menus. When unreadable: FALLBACK_NAVIGATION.
 */
export async function getNavigation(): Promise<SiteNavigation> {
  const stored = await orFallback<Navigation | null>(readNavigation, null, 'navigation')
  if (!stored) return FALLBACK_NAVIGATION
  return { header: resolveMenu(stored.header), footer: resolveMenu(stored.footer) }
}

/** The about record, or null when it cannot be read. */
export const getAbout = (): Promise<About | null> => orFallback(readAbout, null, 'about')

/** The home page's banners, in display order (empty when unreadable, as every list below). */
export const getBanners = (): Promise<Banner[]> => banners.list()
/** Every testimonial, in display order. */
export const getTestimonials = (): Promise<Testimonial[]> => testimonials.list()
/** Every service, in display order. */
export const getServices = (): Promise<Service[]> => services.list()
/** Every project of Our Work, in display order. */
export const getProjects = (): Promise<Project[]> => projects.list()
/** Every solution, in display order. */
export const getSolutions = (): Promise<Solution[]> => solutions.list()
/** Every Our Work category, in display order. */
export const getWorkCategories = (): Promise<WorkCategory[]> => workCategories.list()

/** Every package, in display order. */
export const getPackages = (): Promise<Package[]> => packages.list()

/** The package whose payment id is `key`, or null. */
export async function getPackage(key: string): Promise<Package | null> {
  return (await getPackages()).find((p) => p.key === key) ?? null
}

/** The contact page's record. Throws when unreadable, as the two policies below. */
export const getContactInfo = (): Promise<ContactInfo> => readContactInfo()
export const getPrivacyPolicy = (): Promise<PrivacyPolicy> => readPrivacyPolicy()
export const getTermsCondition = (): Promise<TermsCondition> => readTermsCondition()

/** Search/share texts per page; empty fields mean "use the page's default". */
export const getSeo = (): Promise<Seo> => orFallback(readSeo, { id: 0 }, 'seo')

/**
 * The synonym groups every search expands (src/lib/search-synonyms.ts), each as its forms;
 * none when they cannot be read (the search then matches the words as typed).
 */
export async function getSearchSynonyms(): Promise<SynonymForm[][]> {
  const global = await orFallback(readSearchSynonyms, null, 'search synonyms')
  return synonymGroups(global?.groups)
}
