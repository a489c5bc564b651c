/**
 * /services and its further pages /services/page/{n}: heading
 * 'Services' and the expandable service cards, SERVICES_PAGE_SIZE per page so the page
 * stays small as the list grows; a page list appears only when there is more
 * than one page.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ServiceIcon } from '@/components/icons/ServiceIcon'
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { RichText } from '@/components/RichText/RichText'
import { ServiceCards } from '@/components/services/ServiceCards'
import { Pagination } from '@/components/Pagination/Pagination'
import { getEnv } from '@/env'
import { SERVICES_PAGE_SIZE, TEXT } from '@/contracts/constants'
import { getServices } from '@/server/data'
import { pageOf, pagePath } from '@/lib/pagination'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd, servicesLd } from '@/server/seo/structured-data'

import styles from './services.module.css'

/** Page numbers 2..n of the services list (page 1 is /services). */
export async function servicePageNumbers(): Promise<number[]> {
  const { pageCount } = pageOf(await getServices(), 1, SERVICES_PAGE_SIZE)!
  return Array.from({ length: pageCount - 1 }, (_, i) => i + 2)
}

export async function servicesMetadata(page: number): Promise<Metadata> {
  const current = pageOf(await getServices(), page, SERVICES_PAGE_SIZE)
  if (!current) return {}
  const suffix = page > 1 ? `, page ${page}` : ''
  return pageMetadata({
    key: page === 1 ? 'services' : undefined,
    path: pagePath('/services', page),
    title: `${TEXT.servicesHeading}${suffix}`,
    description: `Our services${suffix}: ${current.items.map((s) => s.title).join(', ')}.`,
  })
}

export async function ServicesView({ page }: { page: number }) {
  const current = pageOf(await getServices(), page, SERVICES_PAGE_SIZE)
  if (!current) notFound()
  const base = getEnv().SERVER_URL
  const path = pagePath('/services', page)
  // The first card image is the largest element above the fold: preload it.
  const cards = current.items.map((s, i) => ({
    id: String(s.id),
    title: s.title,
    summary: (
      <>
        <MediaImage
          media={s.image}
          alt={s.alt}
          size="card"
          sizes="(min-width: 1024px) 66vw, (min-width: 640px) 100vw, 100vw"
          className={styles.image}
          priority={i === 0}
        />
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
  const crumbs = [
    { name: TEXT.servicesHeading, path: '/services' },
    ...(page > 1 ? [{ name: `Page ${page}`, path }] : []),
  ]
  return (
    <>
      <PageBanner title={TEXT.servicesHeading} />
      <JsonLd data={[breadcrumbLd(crumbs, base), ...servicesLd(current.items, base)]} />
      <div className="section container">
        <ServiceCards cards={cards} />
        <Pagination basePath="/services" page={page} pageCount={current.pageCount} label="Services pages" />
      </div>
    </>
  )
}
