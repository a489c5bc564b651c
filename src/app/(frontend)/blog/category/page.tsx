/**
 * /blog/category: the index of the blog's categories, each linking to its posts
 * (/blog/category/{slug}) with its description. Prerendered, then cached under the blog's tags.
 */
import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd/JsonLd'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { TEXT } from '@/contracts/constants'
import { getEnv } from '@/env'
import { BLOG_PATH, CATEGORIES_PATH, categoryPath } from '@/lib/blog'
import { getCategories } from '@/server/blog'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'

import styles from '@/components/blog/blog.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const categories = await getCategories()
  return pageMetadata({
    path: CATEGORIES_PATH,
    title: TEXT.blogCategoriesHeading,
    description: `${TEXT.blogCategoriesIntro} ${categories.map((c) => c.title).join(', ')}.`,
  })
}

export default async function BlogCategoriesPage() {
  const categories = await getCategories()
  const crumbs = [
    { name: TEXT.blogHeading, path: BLOG_PATH },
    { name: TEXT.blogCategoriesHeading, path: CATEGORIES_PATH },
  ]
  return (
    <>
      <PageBanner title={TEXT.blogCategoriesHeading} />
      <JsonLd data={breadcrumbLd(crumbs, getEnv().SERVER_URL)} />
      <div className="section container">
        <p className={styles.intro}>{TEXT.blogCategoriesIntro}</p>
        {categories.length ? (
          <ul className={styles.categories}>
            {categories.map((c) => (
              <li key={c.id}>
                <h2>
                  <SiteLink href={categoryPath(c.slug)}>{c.title}</SiteLink>
                </h2>
                {c.description ? <p>{c.description}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No categories yet.</p>
        )}
        <p>
          <SiteLink href={BLOG_PATH}>{TEXT.blogAllPosts}</SiteLink>
        </p>
      </div>
    </>
  )
}
