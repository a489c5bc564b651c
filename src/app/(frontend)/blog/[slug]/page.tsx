/**
 * /blog/{slug}: one post, with its BlogPosting and BreadcrumbList JSON-LD and its hero image
 * as the Open Graph image. None is built ahead: each post renders on its first request and is
 * cached under the blog's tags until an edit, an unpublish or a scheduled publish expires
 * them. An unknown or unpublished slug is a 404.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { postBlockConverters } from '@/blocks/post-renderers'
import { CategoryLinks, PostByline } from '@/components/blog/PostCard'
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { RichText } from '@/components/RichText/RichText'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { TEXT } from '@/contracts/constants'
import { getEnv } from '@/env'
import { BLOG_PATH, loadedCategories, postPath } from '@/lib/blog'
import { getPost } from '@/server/blog'
import { pageMetadata } from '@/server/seo/metadata'
import { blogPostingLd, breadcrumbLd } from '@/server/seo/structured-data'

import styles from '@/components/blog/blog.module.css'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = (): { slug: string }[] => []

async function getPostOr404(params: Props['params']) {
  const post = await getPost((await params).slug)
  if (!post) notFound()
  return post
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPostOr404(params)
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

export default async function PostPage({ params }: Props) {
  const post = await getPostOr404(params)
  const base = getEnv().SERVER_URL
  const path = postPath(post.slug)
  const crumbs = [
    { name: TEXT.blogHeading, path: BLOG_PATH },
    { name: post.title, path },
  ]
  return (
    <article className="section container">
      <JsonLd data={[blogPostingLd(post, path, base), breadcrumbLd(crumbs, base)]} />
      <div className={styles.article}>
        <nav aria-label="Breadcrumb">
          <SiteLink href={BLOG_PATH}>{TEXT.blogHeading}</SiteLink>
        </nav>
        <h1 className={styles.articleTitle}>{post.title}</h1>
        <PostByline post={post} />
        <CategoryLinks categories={post.categories} />
        <MediaImage
          media={post.heroImage}
          size="hero"
          sizes="(min-width: 800px) 768px, 100vw"
          className={styles.hero}
          priority
        />
        <RichText data={post.content} blocks={postBlockConverters} />
        <p className={styles.back}>
          <SiteLink href={BLOG_PATH}>← {TEXT.blogAllPosts}</SiteLink>
        </p>
      </div>
    </article>
  )
}
