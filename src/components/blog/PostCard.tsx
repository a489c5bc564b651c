/**
 * A post in a list: hero image, categories, title linking to the post, date, author and
 * excerpt. A server component; the whole card is reached through its title link.
 */
import { MediaImage } from '@/components/Media/MediaImage'
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

export function PostByline({ post }: { post: Pick<CardPost, 'publishedAt' | 'author'> }) {
  return (
    <p className={styles.byline}>
      {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
      {post.publishedAt ? ' · ' : null}
      <span>{post.author}</span>
    </p>
  )
}

export function PostCard({ post, priority = false }: { post: CardPost; priority?: boolean }) {
  return (
    <article className={styles.card}>
      <MediaImage
        media={post.heroImage}
        size="card"
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className={styles.cardImage}
        priority={priority}
        alt=""
      />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <SiteLink href={postPath(post.slug)}>{post.title}</SiteLink>
        </h2>
        <PostByline post={post} />
        <p>{post.excerpt}</p>
        <CategoryLinks categories={post.categories} />
      </div>
    </article>
  )
}
