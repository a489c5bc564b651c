/**
 * /about: banner 'About Us', about title, description and two images. Always a page, never a
 * 404: what the about record lacks comes from fallbacks (src/server/about-content.ts).
 */
import type { Metadata } from 'next'

import { MediaImage } from '@/components/MediaImage/MediaImage'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { RichText } from '@/components/RichText/RichText'
import { TEXT } from '@/contracts/constants'
import { aboutContent } from '@/server/about-content'
import { getAbout, getSettings } from '@/server/data'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'
import { getEnv } from '@/env'
import { JsonLd } from '@/components/JsonLd/JsonLd'

import styles from './about.module.css'

async function getContent() {
  const [about, settings] = await Promise.all([getAbout(), getSettings()])
  return aboutContent(about, settings)
}

export async function generateMetadata(): Promise<Metadata> {
  const content = await getContent()
  return pageMetadata({
    key: 'about',
    path: '/about',
    title: TEXT.aboutBanner,
    description: `${content.title}: ${content.summary}`,
    image: content.images[0],
  })
}

export default async function AboutPage() {
  const content = await getContent()
  return (
    <>
      <PageBanner title={TEXT.aboutBanner} />
      <JsonLd data={breadcrumbLd([{ name: TEXT.aboutBanner, path: '/about' }], getEnv().SERVER_URL)} />
      <section className={`section container ${styles.grid}`} aria-labelledby="about-title">
        <div>
          <h2 id="about-title" className={styles.title}>
            {content.title}
          </h2>
          {content.description ? <RichText data={content.description} /> : <p>{content.fallbackText}</p>}
          {/* Our Work is not in the spec's header menu: visitors reach it from here and the footer. */}
          <SiteLink href="/ourworks" className={`button ${styles.more}`}>
            See {TEXT.ourWorkBanner}
          </SiteLink>
        </div>
        {content.images.length ? (
          <div className={styles.images}>
            {content.images.map((image, i) => (
              <MediaImage
                key={i}
                media={image}
                size="card"
                sizes="(min-width: 800px) 25vw, 50vw"
                priority={i === 0}
              />
            ))}
          </div>
        ) : null}
      </section>
    </>
  )
}
