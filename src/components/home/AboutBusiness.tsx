/**
 * 'ABOUT OUR BUSINESS' block: title, rich-text description cut at
 * ABOUT_TEXT_CUT_PX high, 'Read More' to /about, two images; then the two counter boxes
 * ('+' for work_pair_count, 'k' for happy_clients_count).
 */
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { RichText } from '@/components/RichText/RichText'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { ABOUT_TEXT_CUT_PX, TEXT } from '@/contracts/constants'
import type { About } from '@/payload-types'

import { Counter } from './Counter.client'
import styles from './about-business.module.css'

export function AboutBusiness({ about }: { about: About }) {
  return (
    <section className={`section ${styles.about}`} aria-labelledby="about-business">
      <div className={`container ${styles.grid}`}>
        <div className={styles.images}>
          <MediaImage media={about.about_image_1} size="card" sizes="(min-width: 800px) 25vw, 50vw" />
          <MediaImage media={about.about_image_2} size="card" sizes="(min-width: 800px) 25vw, 50vw" />
        </div>
        <div>
          <h2 className={styles.eyebrow} id="about-business">
            {TEXT.aboutOurBusiness}
          </h2>
          <h3 className={styles.title}>{about.about_title}</h3>
          <div className={styles.cut} style={{ maxHeight: ABOUT_TEXT_CUT_PX }} data-testid="about-cut">
            <RichText data={about.description} />
          </div>
          <SiteLink href="/about" className="button">
            {TEXT.readMore}
            {/* Crawlers and screen readers get a descriptive link text (Lighthouse SEO "link-text"). */}
            <span className="visually-hidden"> about our business</span>
          </SiteLink>
        </div>
      </div>
      <ul className={`container ${styles.counters}`}>
        <li className={styles.counter}>
          <Counter value={about.work_pair_count} suffix="+" className={styles.count} />
          <p>{about.work_pair}</p>
        </li>
        <li className={styles.counter}>
          <Counter value={about.happy_clients_count} suffix="k" className={styles.count} />
          <p>{about.happy_clients}</p>
        </li>
      </ul>
    </section>
  )
}
