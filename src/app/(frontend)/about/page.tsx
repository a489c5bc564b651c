/** /about: banner 'About Us', about title, description and two images. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { MediaImage } from '@/components/Media/MediaImage'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { RichText } from '@/components/RichText/RichText'
import { TEXT } from '@/contracts/constants'
import { getAbout } from '@/server/data'
import { pageMetadata } from '@/server/seo/metadata'
import { plainText } from '@/server/seo/plain-text'
import { breadcrumbLd } from '@/server/seo/structured-data'
import { getEnv } from '@/env'
import { JsonLd } from '@/components/JsonLd/JsonLd'

import styles from './about.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const about = await getAbout()
  return pageMetadata({
    key: 'about',
    path: '/about',
    title: TEXT.aboutBanner,
    description: `${about?.about_title ?? TEXT.aboutBanner}: ${plainText(about?.description)}`,
    image: about?.about_image_1,
  })
}

export default async function AboutPage() {
  const about = await getAbout()
  if (!about) notFound()
  return (
    <>
      <PageBanner title={TEXT.aboutBanner} />
      <JsonLd data={breadcrumbLd([{ name: TEXT.aboutBanner, path: '/about' }], getEnv().SERVER_URL)} />
      <section className={`section container ${styles.grid}`} aria-labelledby="about-title">
        <div>
          <h2 id="about-title" className={styles.title}>
            {about.about_title}
          </h2>
          <RichText data={about.description} />
          {/* Our Work is not in the spec's header menu: visitors reach it from here and the footer. */}
          <SiteLink href="/ourworks" className={`button ${styles.more}`}>
            See {TEXT.ourWorkBanner}
          </SiteLink>
        </div>
        <div className={styles.images}>
          <MediaImage
            media={about.about_image_1}
            size="card"
            sizes="(min-width: 800px) 25vw, 50vw"
            priority
          />
          <MediaImage media={about.about_image_2} size="card" sizes="(min-width: 800px) 25vw, 50vw" />
        </div>
      </section>
    </>
  )
}
