/**
 * One post's article (the page at /blog/{slug} and its answer page /blog/{slug}/answer): its
 * JSON-LD, title, byline, categories, hero image and text with the post blocks
 * (src/blocks/post-renderers.tsx). Before the text renders it tells the text's forms where their
 * answers are shown and, on the answer page, the answer (src/server/forms/shown-answer.ts).
 */
import { postBlockConverters } from '@/blocks/post-renderers'
import { CategoryLinks, PostByline } from '@/components/blog/PostCard'
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { RichText } from '@/components/RichText/RichText'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { TEXT } from '@/contracts/constants'
import { getEnv } from '@/env'
import type { Post } from '@/payload-types'
import { BLOG_PATH, postAnswerPath, postPath } from '@/lib/blog'
import type { FormAnswerState } from '@/server/forms/answer-cookie'
import { postFormContext } from '@/server/forms/shown-answer'
import { blogPostingLd, breadcrumbLd } from '@/server/seo/structured-data'

import styles from './blog.module.css'

type Props = { post: Post; answer?: FormAnswerState | null }

export function PostArticle({ post, answer = null }: Props) {
  const base = getEnv().SERVER_URL
  const path = postPath(post.slug)
  const crumbs = [
    { name: TEXT.blogHeading, path: BLOG_PATH },
    { name: post.title, path },
  ]
  Object.assign(postFormContext(), { returnTo: postAnswerPath(post.slug), answer })
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
