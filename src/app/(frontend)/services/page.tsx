/** /services: heading 'Services' and the expandable service cards (spec §2 Services). */
import type { Metadata } from 'next'

import { ServiceIcon } from '@/components/icons/ServiceIcon'
import { MediaImage } from '@/components/Media/MediaImage'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { RichText } from '@/components/RichText/RichText'
import { ServiceCards } from '@/components/services/ServiceCards.client'
import { TEXT } from '@/lib/constants'
import { getServices } from '@/lib/data'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumbLd, servicesLd } from '@/lib/seo/structured-data'
import { getEnv } from '@/env'
import { JsonLd } from '@/components/JsonLd/JsonLd'

import styles from './services.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const services = await getServices()
  return pageMetadata({
    key: 'services',
    path: '/services',
    title: TEXT.servicesHeading,
    description: `Our services: ${services.map((s) => s.title).join(', ')}.`,
  })
}

export default async function ServicesPage() {
  const services = await getServices()
  const base = getEnv().SERVER_URL
  const cards = services.map((s) => ({
    id: String(s.id),
    title: s.title,
    summary: (
      <>
        <MediaImage media={s.image} alt={s.alt} size="card" sizes="(min-width: 1024px) 66vw, (min-width: 640px) 100vw, 100vw" className={styles.image} />
        <div className={styles.body}>
          <span className={styles.icon}>
            <ServiceIcon name={s.image_text} />
          </span>
          <h2 className={styles.title}>{s.title}</h2>
          <p>{s.short}</p>
        </div>
      </>
    ),
    details: <RichText data={s.description} />,
  }))
  return (
    <>
      <PageBanner title={TEXT.servicesHeading} />
      <JsonLd data={[breadcrumbLd([{ name: TEXT.servicesHeading, path: '/services' }], base), ...servicesLd(services, base)]} />
      <div className="section container">
        <ServiceCards cards={cards} />
      </div>
    </>
  )
}
