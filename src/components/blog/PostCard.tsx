/**
 * A post in a list: hero image, categories, title linking to the post, date, author and
 * excerpt. A server component; the whole card is reached through its title link.
 */
import { Card } from '@/components/Card/Card'
import type { MediaImage } from '@/components/MediaImage/MediaImage'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { categoryPath, loadedCategories, postPath } from '@/lib/blog'
import { formatDate } from '@/lib/format'
import type { Category } from '@/payload-types'

import styles from './blog.module.css'

type CardPost = {
  title: string
  slug: string
  excerpt: string
  heroImage: Parameters<typeof MediaImage>[0]['media']
  publishedAt?: string | null
  author: string
  categories?: (number | Category)[] | null
}

/** A post's categories as links to their pages (nothing when none is loaded). */
export function CategoryLinks({ categories }: { categories: CardPost['categories'] }) {
  const loaded = loadedCategories(categories)
  if (!loaded.length) return null
  return (
    <ul className={styles.tags} aria-label="Categories">
      {loaded.map((c) => (
        <li key={c.id}>
          <SiteLink href={categoryPath(c.slug)}>{c.title}</SiteLink>
        </li>
      ))}
    </ul>
  )
}

/** A post's publication date (when set) and author. */
export function PostByline({ post }: { post: Pick<CardPost, 'publishedAt' | 'author'> }) {
  return (
    <p className={styles.byline}>
      {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
      {post.publishedAt ? ' · ' : null}
      <span>{post.author}</span>
    </p>
  )
}

/** A post's card in a list (src/components/Card/Card.tsx): byline, excerpt and categories under the title. */
export function PostCard({ post, priority = false }: { post: CardPost; priority?: boolean }) {
  const image = {
    media: post.heroImage,
    sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
    priority,
    alt: '',
  }
  return (
    <Card classes={styles} image={image} title={post.title} href={postPath(post.slug)}>
      <PostByline post={post} />
      <p>{post.excerpt}</p>
      <CategoryLinks categories={post.categories} />
    </Card>
  )
}
