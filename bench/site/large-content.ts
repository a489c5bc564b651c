/**
 * `--large`: grows the seeded content to 500 services and 200 testimonials, by
 * copying the seeded records, to show how the cost of a page grows with content.
 */
import type { Payload } from 'payload'

export const LARGE = { services: 500, testimonials: 200 } as const

/** Adds copies of the first seeded record of `collection` until it holds `total`. */
async function growTo(
  payload: Payload,
  collection: 'services' | 'testimonials',
  total: number,
): Promise<void> {
  const { docs, totalDocs } = await payload.find({ collection, depth: 0, limit: 1, sort: 'sortOrder' })
  const template = docs[0]
  if (!template) throw new Error(`no ${collection} to copy`)
  const { id: _id, createdAt: _c, updatedAt: _u, ...data } = template as unknown as Record<string, unknown>
  for (let i = totalDocs; i < total; i++) {
    const title = `${String(data.title)} ${i + 1}`
    await payload.create({
      collection,
      data: { ...data, title, sortOrder: 1000 + i } as never,
      context: { disableRevalidate: true },
    })
  }
}

/** Grows services and testimonials to the `LARGE` counts. */
export async function addLargeContent(payload: Payload): Promise<void> {
  await growTo(payload, 'services', LARGE.services)
  await growTo(payload, 'testimonials', LARGE.testimonials)
}

/**
 * Adds published posts until there are `total`, copied in turn from the seeded ones (title
 * numbered, slug made from it), so a search word of a seeded post matches about one post in
 * six. Same hero image, author, categories and body as the copied post.
 */
export async function growPosts(payload: Payload, total: number): Promise<void> {
  const { docs, totalDocs } = await payload.find({ collection: 'posts', depth: 0, pagination: false })
  if (!docs.length) throw new Error('no posts to copy')
  for (let i = totalDocs; i < total; i++) {
    const { id: _id, createdAt: _c, updatedAt: _u, slug: _s, ...data } = docs[i % docs.length]!
    await payload.create({
      collection: 'posts',
      data: { ...data, title: `${data.title} (${i + 1})`, slug: '', _status: 'published' },
      context: { disableRevalidate: true },
    })
  }
}
