/** 'WHO WE ARE' services grid, 3 columns on large screens; each card links to /services. */
import { ServiceIcon } from '@/components/icons/ServiceIcon'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { TEXT } from '@/contracts/constants'
import type { Service } from '@/payload-types'

import styles from './services-grid.module.css'

export function ServicesGrid({ services }: { services: Service[] }) {
  if (!services.length) return null
  return (
    <section className="section" aria-labelledby="who-we-are">
      <div className="container">
        <h2 className="section-title" id="who-we-are">
          {TEXT.whoWeAre}
        </h2>
        <ul className={styles.grid}>
          {services.map((s) => (
            <li key={s.id}>
              <SiteLink href="/services" className={styles.card}>
                <span className={styles.icon}>
                  <ServiceIcon name={s.image_text} />
                </span>
                <h3 className={styles.title}>{s.title}</h3>
                <p>{s.short}</p>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
