/**
 * The post lists: /blog and /blog/page/{n}, /blog/category/{slug} and its
 * /blog/category/{slug}/page/{n}. Newest first, BLOG_PAGE_SIZE cards a page, the category
 * links, the RSS link and numbered page links (plain links: no JavaScript needed). A page
 * past the last one, or an unknown category, is a 404.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PostCard } from '@/components/blog/PostCard'
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { Pagination } from '@/components/Pagination/Pagination'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { TEXT } from '@/contracts/constants'
import { getEnv } from '@/env'
import { BLOG_PATH, categoryPath, RSS_PATH } from '@/lib/blog'
import { pagePath } from '@/lib/pagination'
import type { Category } from '@/payload-types'
import { getCategories, getCategory, getPostPage } from '@/server/blog'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'

import styles from '@/components/blog/blog.module.css'

type ListProps = { page: number; categorySlug?: string }

/** The list's category (404 when the slug names none) and its page of posts (404 past the end). */
async function getList({ page, categorySlug }: ListProps) {
  const category = categorySlug === undefined ? undefined : await getCategory(categorySlug)
  if (category === null) notFound()
  const current = await getPostPage(page, category)
  if (!current) notFound()
  const basePath = category ? categoryPath(category.slug) : BLOG_PATH
  return { category, current, basePath }
}

const pageSuffix = (page: number) => (page > 1 ? `, page ${page}` : '')

export async function blogListMetadata(props: ListProps): Promise<Metadata> {
  const { category, current, basePath } = await getList(props)
  const title = `${category ? category.title : TEXT.blogHeading}${pageSuffix(props.page)}`
  const intro = category?.description || 'News, guides and lessons from our web design and marketing work'
  return pageMetadata({
    path: pagePath(basePath, props.page),
    title,
    description: `${intro}${pageSuffix(props.page)}: ${current.posts.map((p) => p.title).join(', ')}.`,
    image: current.posts[0]?.heroImage,
  })
}

function Crumbs({ category, page, basePath }: { category?: Category; page: number; basePath: string }) {
  const crumbs = [
    { name: TEXT.blogHeading, path: BLOG_PATH },
    ...(category ? [{ name: category.title, path: basePath }] : []),
    ...(page > 1 ? [{ name: `Page ${page}`, path: pagePath(basePath, page) }] : []),
  ]
  return <JsonLd data={breadcrumbLd(crumbs, getEnv().SERVER_URL)} />
}

export async function BlogListView(props: ListProps) {
  const { category, current, basePath } = await getList(props)
  const categories = await getCategories()
  return (
    <>
      <PageBanner title={category ? category.title : TEXT.blogHeading} />
      <Crumbs category={category} page={props.page} basePath={basePath} />
      <div className="section container">
        {category?.description ? <p className={styles.intro}>{category.description}</p> : null}
        <div className={styles.toolbar}>
          <nav aria-label="Blog categories">
            <ul className={styles.tags}>
              <li>
                <SiteLink href={BLOG_PATH} aria-current={category ? undefined : 'page'}>
                  {TEXT.blogAllPosts}
                </SiteLink>
              </li>
              {categories.map((c) => (
                <li key={c.id}>
                  <SiteLink
                    href={categoryPath(c.slug)}
                    aria-current={c.id === category?.id ? 'page' : undefined}
                  >
                    {c.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <a href={RSS_PATH} type="application/rss+xml">
            {TEXT.blogRss}
          </a>
        </div>
        {current.posts.length ? (
          <ul className={styles.grid}>
            {current.posts.map((post, i) => (
              <li key={post.id}>
                <PostCard post={post} priority={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No posts yet.</p>
        )}
        <Pagination basePath={basePath} page={props.page} pageCount={current.pageCount} label="Blog pages" />
      </div>
    </>
  )
}
