/**
 * Demo content seed. Runs on first start when the database is empty and
 * by `npm run seed`. Revalidation is off (`disableRevalidate`): seeds run outside Next.js.
 *
 * "Seeded" means the settings global has a site name: it is written last, so a seed that
 * failed half-way is retried from a clean slate on the next start.
 */
import type { CollectionSlug, File, Payload } from 'payload'

import {
  aboutSeed,
  bannerSeeds,
  contactInfoSeed,
  privacyPolicySeed,
  projectSeeds,
  serviceSeeds,
  settingsSeed,
  solutionSeeds,
  termsSeed,
  testimonialSeeds,
  workCategorySeeds,
} from './content/copy'
import { categorySeeds, postSeeds } from './content/blog'
import { caseStudySeeds } from './content/case-studies'
import { webDesignOfferSeed } from './content/landing-pages'
import { navigationSeed } from './content/navigation'
import { packageSeeds } from './content/packages'
import { redirectSeeds } from './content/redirects'
import { searchSynonymsSeed } from './content/search'
import { imageSeeds, renderImage } from './images'

const context = { disableRevalidate: true }
/** Seeded page content is published at once (collections and globals with drafts). */
const published = { _status: 'published' } as const

/** Collections the seed owns; `--reset` empties them (users, messages and orders are kept). */
const CONTENT_COLLECTIONS: CollectionSlug[] = [
  'banners',
  'testimonials',
  'services',
  'projects',
  'solutions',
  'packages',
  'case-studies',
  'work-categories',
  'posts',
  'categories',
  'pages',
  'media',
]

/** Whether the demo content (or the agency's own) is already there. */
export async function isSeeded(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
  return Boolean(settings.site_name)
}

/** The id of the media document of image `key`; throws for an unknown key. */
function mediaIdOf(media: Map<string, number>, key: string): number {
  const id = media.get(key)
  if (id === undefined) throw new Error(`seed: unknown image key ${key}`)
  return id
}

/** Replaces every image field naming an image key with the id of its media document. */
function withMedia<T extends Record<string, unknown>, K extends keyof T & string>(
  data: T,
  media: Map<string, number>,
  fields: K[],
): Omit<T, K> & Record<K, number> {
  const out: Record<string, unknown> = { ...data }
  for (const field of fields) out[field] = mediaIdOf(media, String(out[field]))
  return out as Omit<T, K> & Record<K, number>
}

async function createMedia(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const image of imageSeeds) {
    const { data, mimetype, name } = await renderImage(image)
    const file: File = { data, mimetype, name, size: data.length }
    const focal = image.focal ? { focalX: image.focal.x, focalY: image.focal.y } : {}
    const doc = await payload.create({
      collection: 'media',
      data: { alt: image.alt, ...focal },
      file,
      context,
    })
    ids.set(image.key, doc.id)
  }
  return ids
}

async function createAll<T extends Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  items: T[],
  media: Map<string, number>,
  imageFields: Array<keyof T & string>,
): Promise<void> {
  for (const [i, item] of items.entries()) {
    const data = { sortOrder: (i + 1) * 10, ...withMedia(item, media, imageFields), ...published }
    await payload.create({ collection, data: data as never, context })
  }
}

/** The demo blog: its categories, then its posts, published with their own dates. */
async function seedBlog(payload: Payload, media: Map<string, number>): Promise<void> {
  const categoryIds = new Map<string, number>()
  for (const category of categorySeeds) {
    const doc = await payload.create({ collection: 'categories', data: { ...category }, context })
    categoryIds.set(category.slug, doc.id)
  }
  const mediaId = (key: string) => mediaIdOf(media, key)
  for (const { content, categories, heroImage, ...post } of postSeeds) {
    const data = {
      ...post,
      heroImage: mediaId(heroImage),
      categories: categories.map((slug) => categoryIds.get(slug)!),
      content: content(mediaId),
      ...published,
    }
    await payload.create({ collection: 'posts', data, context })
  }
}

/** Deletes the content the seed owns (all documents of CONTENT_COLLECTIONS). */
export async function clearContent(payload: Payload): Promise<void> {
  for (const collection of CONTENT_COLLECTIONS) {
    await payload.delete({ collection, where: { id: { exists: true } }, context })
  }
}

/** The demo case studies, each naming its home project tile, services and testimonial by title. */
async function seedCaseStudies(payload: Payload, media: Map<string, number>): Promise<void> {
  const idsByTitle = async (collection: 'projects' | 'services' | 'testimonials') => {
    const { docs } = await payload.find({ collection, pagination: false, depth: 0 })
    return new Map(docs.map((d) => [d.title, d.id]))
  }
  const [projects, services, testimonials] = await Promise.all([
    idsByTitle('projects'),
    idsByTitle('services'),
    idsByTitle('testimonials'),
  ])
  const idOf = (ids: Map<string, number>, title: string) => {
    const id = ids.get(title)
    if (id === undefined) throw new Error(`seed: unknown title ${title}`)
    return id
  }
  const mediaId = (key: string) => idOf(media, key)
  for (const study of caseStudySeeds) {
    const data = {
      ...study,
      coverImage: mediaId(study.coverImage),
      gallery: study.gallery.map(mediaId),
      services: study.services.map((title) => idOf(services, title)),
      project: idOf(projects, study.project),
      testimonial: study.testimonial ? idOf(testimonials, study.testimonial) : null,
      ...published,
    }
    await payload.create({ collection: 'case-studies', data, context })
  }
}

/** The demo landing page, its images named by key swapped for media ids. Returns its id. */
async function seedLandingPage(payload: Payload, media: Map<string, number>): Promise<number> {
  const mediaId = (key: string | undefined) => mediaIdOf(media, String(key))
  const layout = webDesignOfferSeed.layout.map((block) => {
    if (block.blockType === 'hero') return { ...block, image: mediaId(block.image) }
    if (block.blockType === 'logoStrip')
      return { ...block, logos: (block.logos ?? []).map((l) => ({ ...l, image: mediaId(l.image) })) }
    return block
  })
  const page = await payload.create({
    collection: 'pages',
    data: { ...webDesignOfferSeed, layout, ...published } as never,
    context,
  })
  return page.id
}

/** Adds the demo redirects whose path has none yet (an editor's redirects are kept). */
async function seedRedirects(payload: Payload): Promise<void> {
  for (const redirect of redirectSeeds) {
    const { totalDocs } = await payload.count({
      collection: 'redirects',
      where: { from: { equals: redirect.from } },
    })
    if (totalDocs === 0) await payload.create({ collection: 'redirects', data: { ...redirect }, context })
  }
}

/** Writes the full demo content. Clears seed-owned collections first. */
export async function seed(payload: Payload): Promise<void> {
  await clearContent(payload)
  const media = await createMedia(payload)
  await createAll(payload, 'banners', bannerSeeds, media, ['banner_image'])
  await createAll(payload, 'testimonials', testimonialSeeds, media, ['image'])
  await createAll(payload, 'services', serviceSeeds, media, ['image'])
  await createAll(payload, 'projects', projectSeeds, media, ['image'])
  await createAll(payload, 'solutions', solutionSeeds, media, ['image'])
  await createAll(payload, 'work-categories', workCategorySeeds, media, ['image'])
  await seedCaseStudies(payload, media)
  for (const pkg of packageSeeds)
    await payload.create({ collection: 'packages', data: { ...pkg, ...published }, context })
  await seedBlog(payload, media)
  const landingPage = await seedLandingPage(payload, media)
  await payload.updateGlobal({ slug: 'navigation', data: navigationSeed(landingPage) as never, context })

  await payload.updateGlobal({
    slug: 'about',
    data: { ...withMedia(aboutSeed, media, ['about_image_1', 'about_image_2']), ...published },
    context,
  })
  await payload.updateGlobal({ slug: 'contact-info', data: { ...contactInfoSeed, ...published }, context })
  await payload.updateGlobal({
    slug: 'privacy-policy',
    data: { ...privacyPolicySeed, ...published },
    context,
  })
  await payload.updateGlobal({ slug: 'terms-condition', data: { ...termsSeed, ...published }, context })
  await payload.updateGlobal({ slug: 'search-synonyms', data: searchSynonymsSeed, context })
  await seedRedirects(payload)
  // Last: marks the database as seeded (see isSeeded).
  await payload.updateGlobal({
    slug: 'settings',
    data: withMedia(settingsSeed, media, ['header_logo', 'footer_logo']),
    context,
  })
}

/** Seeds when the database holds no content yet. Returns whether it seeded. */
export async function seedIfEmpty(payload: Payload): Promise<boolean> {
  if (await isSeeded(payload)) return false
  payload.logger.info('Empty database: seeding demo content...')
  await seed(payload)
  payload.logger.info('Demo content seeded.')
  return true
}
