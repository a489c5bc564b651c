import 'server-only'

/**
 * CMS documents -> JSON API records with the API's field names (docs/api.md). Only the
 * fields listed in schemas.ts are copied, so internal fields (sortOrder, timestamps,
 * media metadata) never leak. Rich text becomes sanitized HTML, images absolute URLs.
 */
import type { z } from 'zod'

import { CURRENCY } from '@/contracts/constants'
import { bannerLink } from '@/lib/banner-link'
import type {
  About,
  Banner,
  Package,
  Project,
  Service,
  Setting,
  Solution,
  Testimonial,
} from '@/payload-types'

import { richTextToHtml } from './html'
import { mediaUrl } from './media-url'
import type * as S from './schemas'

type Out<T extends z.ZodType> = z.infer<T>

export const toSettings = (s: Setting): Out<typeof S.settingsSchema> => ({
  header_logo: mediaUrl(s.header_logo),
  header_email: s.header_email,
  header_phone: s.header_phone,
  footer_logo: mediaUrl(s.footer_logo),
  footer_email: s.footer_email,
  footer_phone: s.footer_phone,
  about: richTextToHtml(s.about),
  get_in_touch: richTextToHtml(s.get_in_touch),
  facebook: s.facebook || null,
  twitter: s.twitter || null,
  youtube: s.youtube || null,
})

export const toAbout = (a: About): Out<typeof S.aboutSchema> => ({
  about_title: a.about_title,
  description: richTextToHtml(a.description),
  work_pair: a.work_pair,
  work_pair_count: a.work_pair_count,
  happy_clients: a.happy_clients,
  happy_clients_count: a.happy_clients_count,
  about_image_1: mediaUrl(a.about_image_1),
  about_image_2: mediaUrl(a.about_image_2),
})

export const toBanner = (b: Banner): Out<typeof S.bannerSchema> => ({
  id: b.id,
  title: b.title,
  subtitle: b.subtitle || null,
  banner_image: mediaUrl(b.banner_image),
  link: bannerLink(b.link),
})

export const toTestimonial = (t: Testimonial): Out<typeof S.testimonialSchema> => ({
  id: t.id,
  image: mediaUrl(t.image),
  description: t.description,
  title: t.title,
  designation: t.designation,
})

export const toService = (s: Service): Out<typeof S.serviceSchema> => ({
  id: s.id,
  title: s.title,
  short: s.short,
  image_text: s.image_text,
  image: mediaUrl(s.image),
  description: richTextToHtml(s.description),
  alt: s.alt,
})

export const toProject = (p: Project): Out<typeof S.projectSchema> => ({
  id: p.id,
  image: mediaUrl(p.image),
  title: p.title,
})

export const toSolution = (s: Solution): Out<typeof S.solutionSchema> => ({
  id: s.id,
  image: mediaUrl(s.image),
  title: s.title,
  description: s.description,
})

export const toPackage = (p: Package): S.ApiPackage => ({
  id: p.key,
  category: p.category,
  name: p.name,
  price: p.price,
  currency: CURRENCY,
  ...(p.priceNote ? { price_note: p.priceNote } : {}),
  ...(p.budgetRange ? { budget_range: p.budgetRange } : {}),
  features: p.features.map((f) => ({ text: f.text, included: f.included !== false })),
})
