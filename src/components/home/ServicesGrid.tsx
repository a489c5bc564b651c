/** 'WHO WE ARE' services grid; each card links to /services (spec §2 Home). */
import Link from 'next/link'

import { ServiceIcon } from '@/components/icons/ServiceIcon'
import { TEXT } from '@/lib/constants'
import type { Service } from '@/payload-types'

import styles from './home.module.css'

export function ServicesGrid({ services }: { services: Service[] }) {
  if (!services.length) return null
  return (
    <section className="section" aria-labelledby="who-we-are">
      <div className="container">
        <h2 className="section-title" id="who-we-are">{TEXT.whoWeAre}</h2>
        <ul className={styles.serviceGrid}>
          {services.map((s) => (
            <li key={s.id}>
              <Link href="/services" className={styles.serviceCard}>
                <ServiceIcon name={s.image_text} className={styles.serviceIcon} />
                <h3>{s.title}</h3>
                <p>{s.short}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
