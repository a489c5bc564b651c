/**
 * /blog/category/{slug}/page/{n}: further pages of a category, rendered on first request
 * and cached as /blog/page/{n} is; page 1 is a 308 to the category (next.config.mjs).
 */
import { parsePageNumber } from '@/lib/pagination'

import { blogListMetadata, BlogListView } from '../../../../blog-view'

type Props = { params: Promise<{ slug: string; n: string }> }

export const generateStaticParams = (): { slug: string; n: string }[] => []

export async function generateMetadata({ params }: Props) {
  const { slug, n } = await params
  return blogListMetadata({ page: parsePageNumber(n), categorySlug: slug })
}

export default async function BlogCategoryPageN({ params }: Props) {
  const { slug, n } = await params
  return <BlogListView page={parsePageNumber(n)} categorySlug={slug} />
}
