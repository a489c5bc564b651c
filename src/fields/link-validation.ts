/**
 * The link field's save-time checks (src/fields/link.ts) that read the database: a referenced
 * document, or the document a typed site path names, must be published now. Each answers
 * `true` or the message the editor reads under the field (a 400 through the API).
 */
import type { PayloadRequest, Where } from 'payload'

import { CUSTOM_LINK, documentOfPath, LINK_TARGETS, type LinkTarget } from '@/lib/links'
import { linkKind } from '@/lib/safe-url'

/** Collections of LINK_TARGETS without drafts: every saved document is public. */
const WITHOUT_DRAFTS: readonly LinkTarget[] = ['categories']

const isTarget = (value: unknown): value is LinkTarget => LINK_TARGETS.includes(value as LinkTarget)

/** How many published documents of `collection` match `where` (inside the saving request's transaction). */
async function published(req: PayloadRequest, collection: LinkTarget, where: Where): Promise<number> {
  const status: Where[] = WITHOUT_DRAFTS.includes(collection) ? [] : [{ _status: { equals: 'published' } }]
  const { totalDocs } = await req.payload.count({
    collection,
    where: { and: [where, ...status] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/** A reference `{ relationTo, value }`: the document must exist and be published. */
export async function checkReference(value: unknown, req: PayloadRequest): Promise<true | string> {
  const ref = value as { relationTo?: unknown; value?: unknown } | null
  const id = ref?.value && typeof ref.value === 'object' ? (ref.value as { id?: unknown }).id : ref?.value
  if (!isTarget(ref?.relationTo) || (typeof id !== 'number' && typeof id !== 'string'))
    return 'Choose the landing page, post, case study or category this links to.'
  if (!(await published(req, ref.relationTo, { id: { equals: id } })))
    return 'That document is not published or no longer exists: publish it first, or choose another.'
  return true
}

/** Whether a site path is a redirect's `from` (a visitor following it arrives somewhere). */
async function isRedirected(req: PayloadRequest, path: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'redirects',
    where: { from: { equals: path } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * What is wrong with a custom address under the link rule, or null: it must be a site path, an
 * https:// URL, mailto: or tel: (src/lib/safe-url.ts); a `#section` is refused, sections are
 * chosen from the list (`anchors`: the field offers them). Pure.
 */
export function customAddressProblem(value: unknown, anchors: boolean): string | null {
  const kind = linkKind(value)
  if (kind === 'fragment')
    return anchors
      ? 'A section of this page is chosen under “A section of this page”, not typed.'
      : 'A #section link goes nowhere here: choose a page, or enter a full address.'
  if (!kind || !CUSTOM_LINK.includes(kind))
    return 'Enter a path of this site (/contact), or an https://, mailto: or tel: address, without spaces, backslashes or //.'
  return null
}

/**
 * A custom address: `customAddressProblem`, then a site path naming a landing page, post, case
 * study or category must name a published one, unless a redirect answers it.
 */
export async function checkCustomUrl(
  value: unknown,
  req: PayloadRequest,
  anchors: boolean,
): Promise<true | string> {
  const problem = customAddressProblem(value, anchors)
  if (problem) return problem
  if (linkKind(value) !== 'path') return true
  const path = value as string
  const doc = documentOfPath(path)
  if (!doc || (await published(req, doc.collection, { slug: { equals: doc.slug } }))) return true
  if (await isRedirected(req, path.split(/[?#]/)[0]!)) return true
  return `No published page at ${path}: choose it under “A landing page, post, case study or category”, or correct the address.`
}
