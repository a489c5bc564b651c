/**
 * /blog/category/{slug}: the newest posts of one category. Rendered on its first request,
 * then cached under the blog's tags; an unknown category is a 404.
 */
import { blogListMetadata, BlogListView } from '../../blog-view'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = (): { slug: string }[] => []

export async function generateMetadata({ params }: Props) {
  return blogListMetadata({ page: 1, categorySlug: (await params).slug })
}

export default async function BlogCategoryPage({ params }: Props) {
  return <BlogListView page={1} categorySlug={(await params).slug} />
}
