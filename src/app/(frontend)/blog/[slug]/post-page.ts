/**
 * What the post's page (./page.tsx) and its answer page (./answer/page.tsx) share: the post of
 * the route's slug, or the 404 page, and its metadata (canonical: the post's own path).
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadedCategories, postPath } from '@/lib/blog'
import type { Post } from '@/payload-types'
import { getPost } from '@/server/blog'
import { pageMetadata } from '@/server/seo/metadata'

export type PostRouteProps = { params: Promise<{ slug: string }> }

/** The published post of `params`' slug; an unknown or unpublished slug is the 404 page. */
export async function getPostOr404(params: PostRouteProps['params']): Promise<Post> {
  const post = await getPost((await params).slug)
  if (!post) notFound()
  return post
}

/** The post's metadata: title, description, share image and article details. */
export function postMetadata(post: Post): Promise<Metadata> {
  return pageMetadata({
    path: postPath(post.slug),
    title: post.title,
    description: post.excerpt,
    image: post.heroImage,
    meta: post.meta,
    article: {
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      author: post.author,
      section: loadedCategories(post.categories)[0]?.title,
    },
  })
}
