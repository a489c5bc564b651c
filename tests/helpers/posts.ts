/**
 * A blog post made through Payload's local API for integration tests: published unless
 * `draft` (then saved as a draft of a never-published post), its hero the first media of the
 * seeded database, revalidation off (tests run outside a Next.js request).
 */
import type { Payload } from 'payload'

import type { Post } from '@/payload-types'
import { doc, paragraph } from '@/seed/richtext'

export async function createPost(
  payload: Payload,
  data: Partial<Pick<Post, 'title' | 'excerpt' | '_status'>>,
  draft = false,
): Promise<Post> {
  const [media] = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs
  return payload.create({
    collection: 'posts',
    data: {
      title: 'A post',
      slug: '',
      excerpt: 'A short summary.',
      heroImage: media!.id,
      author: 'Test Author',
      content: doc(paragraph('Body text.')) as Post['content'],
      _status: draft ? 'draft' : 'published',
      ...data,
    },
    draft,
    context: { disableRevalidate: true },
  })
}
