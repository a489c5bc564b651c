/**
 * Response shapes of the public JSON API (field names and paths: docs/api.md), as zod
 * schemas. They type the serializers, generate the OpenAPI document (openapi.ts) and are
 * checked against the real responses by tests/e2e/api.spec.ts. Objects are strict: a
 * field that is not listed here must not leak into an answer.
 */
import { z } from 'zod'

const url = z.url().nullable().describe('Absolute image URL built from SERVER_URL')
const html = z.string().describe('Sanitized HTML')

export const settingsSchema = z.strictObject({
  header_logo: url,
  header_email: z.string(),
  header_phone: z.string(),
  footer_logo: url,
  footer_email: z.string(),
  footer_phone: z.string(),
  about: html,
  get_in_touch: html,
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  youtube: z.string().nullable(),
})

export const aboutSchema = z.strictObject({
  about_title: z.string(),
  description: html,
  work_pair: z.string(),
  work_pair_count: z.number(),
  happy_clients: z.string(),
  happy_clients_count: z.number(),
  about_image_1: url,
  about_image_2: url,
})

export const bannerSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  banner_image: url,
  link: z
    .strictObject({ label: z.string(), url: z.string().describe('A path of this site or an http(s) URL') })
    .nullable()
    .describe('Call to action under the subtitle; null when the banner has none'),
})
export const testimonialSchema = z.strictObject({
  id: z.number(),
  image: url,
  description: z.string(),
  title: z.string(),
  designation: z.string(),
})
export const serviceSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  short: z.string(),
  image_text: z.string().describe('Icon name'),
  image: url,
  description: html,
  alt: z.string(),
})
export const projectSchema = z.strictObject({ id: z.number(), image: url, title: z.string() })
export const solutionSchema = z.strictObject({
  id: z.number(),
  image: url,
  title: z.string(),
  description: z.string(),
})

export const packageSchema = z.strictObject({
  id: z.string().describe('Package key: its payment page is /payment/{key}'),
  category: z.enum(['website', 'seo', 'ppc', 'smo']),
  name: z.string(),
  price: z.number().describe('USD; for PPC the one-time setup fee'),
  currency: z.literal('USD'),
  price_note: z.string().optional(),
  budget_range: z.string().optional(),
  features: z.array(z.strictObject({ text: z.string(), included: z.boolean() })),
})

const list = <T extends z.ZodType>(item: T) => z.strictObject({ data: z.array(item) })
const packages = z.array(packageSchema)

export const responses = {
  settings: z.strictObject({ data: settingsSchema }),
  about: z.strictObject({ data: aboutSchema }),
  banners: list(bannerSchema),
  testimonials: list(testimonialSchema),
  services: list(serviceSchema),
  projects: list(projectSchema),
  solutions: list(solutionSchema),
  html: z.strictObject({ data: html }),
  packages: list(packageSchema),
  digitalMarketing: z.strictObject({ data: z.strictObject({ seo: packages, ppc: packages, smo: packages }) }),
  packagePage: z.strictObject({
    data: z.strictObject({ website: packages, seo: packages, ppc: packages, smo: packages }),
  }),
  message: z.strictObject({ message: z.string() }),
  fieldErrors: z
    .record(z.string(), z.string())
    .describe('One text per failing field: name, email, subject, phone_number, message'),
}

export type ApiPackage = z.infer<typeof packageSchema>
