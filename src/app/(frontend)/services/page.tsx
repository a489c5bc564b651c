/** /services: heading 'Services' and a card per service (spec §2 Services). */
import type { Metadata } from 'next'

import { ServiceIcon } from '@/components/icons/ServiceIcon'
import { MediaImage } from '@/components/Media/MediaImage'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { RichText } from '@/components/RichText/RichText'
import { TEXT } from '@/lib/constants'
import { getServices } from '@/lib/data'

import styles from './services.module.css'

export const metadata: Metadata = { title: TEXT.servicesHeading }

export default async function ServicesPage() {
  const services = await getServices()
  return (
    <>
      <PageBanner title={TEXT.servicesHeading} />
      <div className="section container">
        <ul className={styles.grid}>
          {services.map((s) => (
            <li key={s.id} className={styles.card}>
              <MediaImage media={s.image} alt={s.alt} size="card" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className={styles.image} />
              <div className={styles.body}>
                <ServiceIcon name={s.image_text} className={styles.icon} />
                <h2 className={styles.title}>{s.title}</h2>
                <p>{s.short}</p>
                <RichText data={s.description} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
