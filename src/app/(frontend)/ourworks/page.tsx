/**
 * /ourworks: banner 'Our Work', the nine work categories as a vertical tab list (the first
 * open), each panel with an image and two paragraphs; the 'How Can We Help?' widget with a
 * phone line and an e-mail line.
 */
import type { Metadata } from 'next'

import { MediaImage } from '@/components/MediaImage/MediaImage'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { Tabs } from '@/components/Tabs/Tabs.client'
import { TEXT } from '@/contracts/constants'
import { getSettings, getWorkCategories } from '@/server/data'
import { telHref, toSlug } from '@/lib/format'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'
import { getEnv } from '@/env'
import { JsonLd } from '@/components/JsonLd/JsonLd'

import styles from './ourworks.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const categories = await getWorkCategories()
  return pageMetadata({
    key: 'ourworks',
    path: '/ourworks',
    title: TEXT.ourWorkBanner,
    description: `What we build and run for our clients: ${categories.map((c) => c.name).join(', ')}.`,
  })
}

export default async function OurWorksPage() {
  const [categories, settings] = await Promise.all([getWorkCategories(), getSettings()])
  // The first (open) panel's image is the largest element above the fold: preload it.
  const tabs = categories.map((c, i) => ({
    id: `work-${toSlug(c.name) || c.id}`,
    label: c.name,
    panel: (
      <article className={styles.category}>
        <h2 className={styles.title}>{c.name}</h2>
        <MediaImage
          media={c.image}
          size="card"
          sizes="(min-width: 1024px) 40vw, 100vw"
          className={styles.image}
          priority={i === 0}
        />
        <p>{c.paragraph1}</p>
        <p>{c.paragraph2}</p>
      </article>
    ),
  }))
  return (
    <>
      <PageBanner title={TEXT.ourWorkBanner} />
      <JsonLd data={breadcrumbLd([{ name: TEXT.ourWorkBanner, path: '/ourworks' }], getEnv().SERVER_URL)} />
      <div className={`section container ${styles.layout}`}>
        <Tabs label="Work categories" tabs={tabs} orientation="vertical" />
        <aside className={styles.help} aria-labelledby="how-can-we-help">
          <h2 id="how-can-we-help">{TEXT.howCanWeHelp}</h2>
          <p>If you have any questions about our work, get in touch: we answer within one business day.</p>
          <p className={styles.line}>
            <span>Phone</span>
            <a href={telHref(settings.header_phone)}>{settings.header_phone}</a>
          </p>
          <p className={styles.line}>
            <span>E-mail</span>
            <a href={`mailto:${settings.header_email}`}>{settings.header_email}</a>
          </p>
        </aside>
      </div>
    </>
  )
}
