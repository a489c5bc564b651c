import 'server-only'

/**
 * The one data module of the public site: every read a page needs is a named `get*` here
 * (docs/architecture.md "Data flow"). Pages hold no queries.
 *
 * Reads go through Payload's local API with public access (`overrideAccess: false`), are
 * cached with `unstable_cache` under the tag of each collection/global they touch, and are
 * expired by the CMS hooks in `src/hooks/revalidate.ts` when an editor saves a change.
 * Visitors get published documents only (access: src/access/policies.ts); a signed-in
 * admin or editor in preview mode gets the latest drafts, uncached (src/server/preview.ts).
 *
 * A failed read of services, about, banners or packages yields an empty value
 * silently (logged server-side), so a page still renders.
 */
import type { CollectionSlug, GlobalSlug } from 'payload'

import type { ContentTag } from '@/contracts/cache-tags'
import { cachedRead, getClient, orFallback, withPreview } from '@/server/cached-read'
import type {
  About,
  Banner,
  ContactInfo,
  Package,
  PrivacyPolicy,
  Project,
  Seo,
  Service,
  Setting,
  Solution,
  TermsCondition,
  Testimonial,
  User,
  WorkCategory,
} from '@/payload-types'

function listOf<T>(collection: CollectionSlug & ContentTag, extraTags: ContentTag[] = ['media']) {
  const read = async (user?: User) => {
    const payload = await getClient()
    const { docs } = await payload.find({
      collection,
      depth: 1,
      sort: 'sortOrder',
      pagination: false,
      overrideAccess: false,
      user,
      draft: Boolean(user),
    })
    return docs as unknown as T[]
  }
  return withPreview(
    cachedRead(`list:${collection}`, [collection, ...extraTags], () => read()),
    read,
  )
}

function globalOf<T>(slug: GlobalSlug & ContentTag, extraTags: ContentTag[] = []) {
  const read = async (user?: User) => {
    const payload = await getClient()
    return (await payload.findGlobal({
      slug,
      depth: 1,
      overrideAccess: false,
      user,
      draft: Boolean(user),
    })) as unknown as T
  }
  return withPreview(
    cachedRead(`global:${slug}`, [slug, ...extraTags], () => read()),
    read,
  )
}

const readSettings = globalOf<Setting>('settings', ['media'])
const readAbout = globalOf<About>('about', ['media'])
const readContactInfo = globalOf<ContactInfo>('contact-info')
const readPrivacyPolicy = globalOf<PrivacyPolicy>('privacy-policy')
const readTermsCondition = globalOf<TermsCondition>('terms-condition')
const readSeo = globalOf<Seo>('seo', ['media'])
const readBanners = listOf<Banner>('banners')
const readTestimonials = listOf<Testimonial>('testimonials')
const readServices = listOf<Service>('services')
const readProjects = listOf<Project>('projects')
const readSolutions = listOf<Solution>('solutions')
const readWorkCategories = listOf<WorkCategory>('work-categories')
const readPackages = listOf<Package>('packages', [])

/** Header/footer settings. Throws when unreadable: every page needs it. */
export const getSettings = (): Promise<Setting> => readSettings()

/** The about record, or null when it cannot be read. */
export const getAbout = (): Promise<About | null> => orFallback(readAbout, null, 'about')

export const getBanners = (): Promise<Banner[]> => orFallback(readBanners, [], 'banners')
export const getTestimonials = (): Promise<Testimonial[]> => orFallback(readTestimonials, [], 'testimonials')
export const getServices = (): Promise<Service[]> => orFallback(readServices, [], 'services')
export const getProjects = (): Promise<Project[]> => orFallback(readProjects, [], 'projects')
export const getSolutions = (): Promise<Solution[]> => orFallback(readSolutions, [], 'solutions')
export const getWorkCategories = (): Promise<WorkCategory[]> =>
  orFallback(readWorkCategories, [], 'work categories')

/** Every package, in display order. */
export const getPackages = (): Promise<Package[]> => orFallback(readPackages, [], 'packages')

/** The package whose payment id is `key`, or null. */
export async function getPackage(key: string): Promise<Package | null> {
  return (await getPackages()).find((p) => p.key === key) ?? null
}

export const getContactInfo = (): Promise<ContactInfo> => readContactInfo()
export const getPrivacyPolicy = (): Promise<PrivacyPolicy> => readPrivacyPolicy()
export const getTermsCondition = (): Promise<TermsCondition> => readTermsCondition()

/** Search/share texts per page; empty fields mean "use the page's default". */
export const getSeo = (): Promise<Seo> => orFallback(readSeo, { id: 0 }, 'seo')
