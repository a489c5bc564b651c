/**
 * /blog/page/{n}: further pages of posts. None is built ahead (the build time does not grow
 * with the number of posts): each renders on its first request, then is cached under the
 * blog's tags until an edit expires them. /blog/page/1 is a 308 to /blog (next.config.mjs);
 * past the last page, or not a number, a 404.
 */
import { parsePageNumber } from '@/lib/pagination'

import { blogListMetadata, BlogListView } from '../../blog-view'

type Props = { params: Promise<{ n: string }> }

export const generateStaticParams = (): { n: string }[] => []

export async function generateMetadata({ params }: Props) {
  return blogListMetadata({ page: parsePageNumber((await params).n) })
}

export default async function BlogPageN({ params }: Props) {
  return <BlogListView page={parsePageNumber((await params).n)} />
}
