/** /blog: the newest posts (see blog-view.tsx). */
import { blogListMetadata, BlogListView } from './blog-view'

export const generateMetadata = () => blogListMetadata({ page: 1 })

export default function BlogPage() {
  return <BlogListView page={1} />
}
