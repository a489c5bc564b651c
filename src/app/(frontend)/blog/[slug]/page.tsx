/**
 * /blog/{slug}: one post, with its BlogPosting and BreadcrumbList JSON-LD and its hero image
 * as the Open Graph image. None is built ahead: each post renders on its first request and is
 * cached under the blog's tags until an edit, an unpublish or a scheduled publish expires
 * them. An unknown or unpublished slug is a 404. Forms in its text show a visitor's answer on
 * ./answer/page.tsx, so this page holds nothing of one visitor.
 */
import type { Metadata } from 'next'

import { PostArticle } from '@/components/blog/PostArticle'

import { getPostOr404, postMetadata, type PostRouteProps } from './post-page'

export const generateStaticParams = (): { slug: string }[] => []

export async function generateMetadata({ params }: PostRouteProps): Promise<Metadata> {
  return postMetadata(await getPostOr404(params))
}

export default async function PostPage({ params }: PostRouteProps) {
  return <PostArticle post={await getPostOr404(params)} />
}
