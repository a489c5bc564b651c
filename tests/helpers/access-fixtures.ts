/**
 * Valid documents of every collection, for tests that try each operation as each role
 * (tests/int/access-matrix.test.ts). `n` makes unique fields unique.
 */
import type { CollectionSlug, File, GlobalSlug } from 'payload'
import sharp from 'sharp'

import { doc, paragraph } from '@/seed/richtext'

/** A small real PNG (Payload reads uploads with sharp). */
export async function pngFile(name = 'tiny.png'): Promise<File> {
  const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

/** Payload's own bookkeeping collections: no editor or visitor reaches them through the site's roles. */
type PayloadInternal =
  'payload-kv' | 'payload-locked-documents' | 'payload-preferences' | 'payload-migrations'

/**
 * Every collection under test, with a builder of valid data (`media`: id of an image). Keyed by
 * every collection slug of the generated types but Payload's own: a new collection without its
 * builder is a type error, so the access tests cannot pass by leaving it out.
 */
export const COLLECTION_DATA: {
  [S in Exclude<CollectionSlug, PayloadInternal>]: (n: number, media: number) => Record<string, unknown>
} = {
  banners: (n, media) => ({ title: `Banner ${n}`, banner_image: media }),
  testimonials: (n, media) => ({
    title: `Person ${n}`,
    designation: 'CEO',
    description: 'Great.',
    image: media,
  }),
  projects: (n, media) => ({ title: `Project ${n}`, image: media }),
  solutions: (n, media) => ({ title: `Solution ${n}`, description: 'Text.', image: media }),
  services: (n, media) => ({
    title: `Service ${n}`,
    short: 'Short.',
    image_text: 'code',
    image: media,
    alt: 'Alt',
    description: doc(paragraph('Body.')),
  }),
  packages: (n) => ({
    key: `pkg-${n}`,
    category: 'website',
    name: `PKG ${n}`,
    price: 10,
    features: [{ text: 'x', included: true }],
  }),
  // Package 1: the seeded demo's first package (tests on an empty database create it first).
  // A window around every date the field-access property writes (2020), so a changed start or end stays valid.
  promotions: (n) => ({
    title: `Promotion ${n}`,
    kind: 'percent',
    value: 10,
    packages: [1],
    startsAt: '2019-01-01T00:00:00.000Z',
    endsAt: '2021-12-31T00:00:00.000Z',
    _status: 'published',
  }),
  'case-studies': (n, media) => ({
    title: `Case study ${n}`,
    summary: 'Summary.',
    coverImage: media,
    client: 'Client',
    industry: 'Retail',
    challenge: 'The challenge.',
    work: doc(paragraph('Body.')),
    _status: 'published',
  }),
  forms: (n) => ({
    title: `Form ${n}`,
    fields: [{ blockType: 'email', name: 'email', label: 'E-mail', required: true }],
    confirmationType: 'message',
    confirmationMessage: doc(paragraph('Thanks.')),
  }),
  // Files are attached by the form pipeline only (src/server/forms/submit.ts).
  'form-uploads': () => ({ field: 'cv' }),
  pages: (n) => ({
    title: `Landing page ${n}`,
    layout: [{ blockType: 'hero', heading: `Offer ${n}` }],
    _status: 'published',
  }),
  // Page 1: the seeded demo's first landing page (tests on an empty database create it first).
  // A draft: a running or paused experiment holds its page, one at a time.
  experiments: (n) => ({
    name: `Experiment ${n}`,
    page: 1,
    status: 'draft',
    variants: [
      { key: 'control', weight: 1 },
      {
        label: `Variant ${n}`,
        weight: 1,
        change: 'heroCta',
        hero: { heading: `Offer B ${n}` },
        callToAction: { heading: 'Call', label: 'Go', link: { type: 'custom', url: '/contact' } },
      },
    ],
  }),
  'work-categories': (n, media) => ({
    name: `Category ${n}`,
    image: media,
    paragraph1: 'One.',
    paragraph2: 'Two.',
  }),
  posts: (n, media) => ({
    title: `Post ${n}`,
    excerpt: 'Summary.',
    heroImage: media,
    author: 'Ann',
    content: doc(paragraph('Body.')),
    _status: 'published',
  }),
  categories: (n) => ({ title: `Topic ${n}` }),
  media: (n) => ({ alt: `Image ${n}` }),
  'contact-messages': (n) => ({
    name: 'Ann',
    email: 'ann@example.com',
    subject: `Hi ${n}`,
    phone_number: '+1 555 0100',
    message: 'Hello',
    status: 'new',
    spam: true,
    mailStatus: 'skipped',
  }),
  orders: (n) => ({
    packageKey: 'web-standard',
    amount: 599,
    currency: 'USD',
    status: 'created',
    requestId: `req-${n}`,
  }),
  releases: (n) => ({ name: `Release ${n}` }),
  redirects: (n) => ({ from: `/old-${n}`, to: { url: `/new-${n}` }, type: '301' }),
  users: (n) => ({ email: `user-${n}@example.com`, password: 'a-long-password-123', role: 'editor' }),
  webhooks: (n) => ({
    name: `Receiver ${n}`,
    url: `https://1.1.1.1/hook-${n}`,
    events: ['lead.created'],
  }),
  'webhook-deliveries': (n) => ({
    event: 'lead.created',
    messageId: `msg_test_${n}`,
    status: 'pending',
    body: '{}',
  }),
  'payload-jobs': () => ({ taskSlug: 'notifyContactMessage', input: { messageId: 0 } }),
}

/** The collections the access tests try: all but Payload's own. */
export type TestedCollection = keyof typeof COLLECTION_DATA
export const COLLECTIONS = Object.keys(COLLECTION_DATA) as TestedCollection[]

/** A harmless change per collection (update operation). */
export const UPDATE_DATA: Partial<Record<string, Record<string, unknown>>> = {
  media: { alt: 'Changed' },
  'contact-messages': { status: 'read' },
  orders: { status: 'refunded' },
  redirects: { type: '302' },
  experiments: { name: 'Changed' },
  users: { name: 'Changed' },
  webhooks: { name: 'Changed' },
  'webhook-deliveries': { status: 'failed' },
  'payload-jobs': { processing: false },
}

/** A harmless change per global: every global of the generated types (a new one without it is a type error). */
export const GLOBAL_UPDATE: Record<GlobalSlug, Record<string, unknown>> = {
  settings: { header_phone: '+1 555 0199' },
  about: { work_pair_count: 7 },
  'contact-info': { title: 'Contact' },
  'privacy-policy': { title: 'Privacy' },
  'terms-condition': { title: 'Terms' },
  seo: { home: { title: 'Home' } },
  navigation: { footer: [{ label: 'About us', link: { type: 'route', route: 'about' } }] },
  'search-synonyms': { groups: [{ terms: 'seo, search engine optimisation' }] },
}

export const GLOBALS = Object.keys(GLOBAL_UPDATE) as GlobalSlug[]
