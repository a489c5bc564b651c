/**
 * Who may do what, per collection and global: one named table
 * per kind of data, each with an explicit function for every operation. The matrix is
 * proven by tests/int/access-matrix.test.ts.
 *
 * | data                            | visitor          | editor                     | admin |
 * | ------------------------------- | ---------------- | -------------------------- | ----- |
 * | public content (+ drafts)       | read published   | all, drafts, publish       | all   |
 * | blog posts (+ drafts, schedule) | read published   | create, update, publish    | all   |
 * | blog categories                 | read             | create, update             | all   |
 * | case studies (+ drafts)         | read published   | create, update, publish    | all   |
 * | landing pages (+ drafts)        | read published   | create, update, publish    | all   |
 * | media (uploads)                 | read             | all                        | all   |
 * | content globals (+ drafts)      | read published   | read, update, publish      | all   |
 * | promotions (+ drafts)           | —                | all, drafts, publish       | all   |
 * | contact messages                | —                | read, update status/review | all   |
 * | orders                          | —                | read                       | all   |
 * | redirects                       | — (answered)     | all                        | all   |
 * | users                           | — (log in only)  | read/update self, not role | all   |
 * | webhooks                        | —                | —                          | all   |
 * | webhook deliveries (log)        | —                | —                          | read, delete |
 *
 * Visitors write messages and orders only through our own endpoints (api/save_contact,
 * api/payments/*), which use the local API with access overridden.
 */
import type { CollectionConfig, GlobalConfig } from 'payload'

import { anyone, publishedOrStaff } from '.'
import { admins, adminsOrSelf, staff } from './roles'

type CollectionAccess = NonNullable<CollectionConfig['access']>
type GlobalAccess = NonNullable<GlobalConfig['access']>

/** Banners, testimonials, projects, solutions, services, packages, work categories. */
export const publicContentAccess: CollectionAccess = {
  read: publishedOrStaff,
  readVersions: staff,
  create: staff,
  update: staff,
  delete: staff,
}

/** Blog posts: editors write, publish and schedule; only admins delete (a post's URL may be linked from anywhere). */
export const postAccess: CollectionAccess = {
  read: publishedOrStaff,
  readVersions: staff,
  create: staff,
  update: staff,
  delete: admins,
}

/** Case studies: the rules of blog posts (their URLs too may be linked from anywhere). */
export const caseStudyAccess: CollectionAccess = postAccess

/** Landing pages: the rules of blog posts (a campaign's ads link to them). */
export const pageAccess: CollectionAccess = postAccess

/** Blog categories (no drafts): public, editors write, only admins delete. */
export const categoryAccess: CollectionAccess = {
  read: anyone,
  create: staff,
  update: staff,
  delete: admins,
}

/** Uploaded images: public files, written by admins and editors. */
export const mediaAccess: CollectionAccess = {
  read: anyone,
  create: staff,
  update: staff,
  delete: staff,
}

/** Globals visitors see without drafts (settings, SEO). */
export const publicGlobalAccess: GlobalAccess = {
  read: anyone,
  update: staff,
}

/** Globals of page content with drafts (about, contact details, privacy policy, terms). */
export const draftGlobalAccess: GlobalAccess = {
  read: publishedOrStaff,
  readVersions: staff,
  update: staff,
}

/**
 * The fields of a contact message an editor may change: its inbox state and the review verdict.
 * Every other field (what the sender wrote, the receipt, delivery and campaign facts) is
 * read-only to editors (./field-access.ts), so no editor can redirect replies, hide a lead as
 * spam or alter the campaign figures. A name here without a field yet changes nothing.
 */
export const CONTACT_MESSAGE_EDITOR_FIELDS = ['status', 'review'] as const

/** The contact inbox: editors read messages and set CONTACT_MESSAGE_EDITOR_FIELDS; only admins create or delete them. */
export const contactMessageAccess: CollectionAccess = {
  read: staff,
  create: admins,
  update: staff,
  delete: admins,
}

/** Promotions: admins and editors write and publish; visitors read nothing (the server decides prices). */
export const promotionAccess: CollectionAccess = {
  read: staff,
  readVersions: staff,
  create: staff,
  update: staff,
  delete: staff,
}

/** Orders are written by the payment endpoints; editors read them, admins may correct or delete. */
export const orderAccess: CollectionAccess = {
  read: staff,
  create: admins,
  update: admins,
  delete: admins,
}

/** Admin users: only admins manage accounts; everyone else sees and edits only themself. */
export const userAccess: CollectionAccess = {
  read: adminsOrSelf,
  create: admins,
  update: adminsOrSelf,
  delete: admins,
  unlock: admins,
  admin: staff,
}

/** Redirects: editors and admins manage them; visitors only follow them (the HTTP server answers). */
export const redirectAccess: CollectionAccess = {
  read: staff,
  create: staff,
  update: staff,
  delete: staff,
}

/** Outgoing webhooks hold their receivers' secrets: admins only. */
export const webhookAccess: CollectionAccess = {
  read: admins,
  create: admins,
  update: admins,
  delete: admins,
}

/** The delivery log is written by the job queue only; admins read it and may delete entries. */
export const webhookDeliveryAccess: CollectionAccess = {
  read: admins,
  create: () => false,
  update: () => false,
  delete: admins,
}
