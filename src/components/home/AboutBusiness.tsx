/**
 * 'ABOUT OUR BUSINESS' block and the two counter boxes (spec §2 Home). The counters show
 * their final values here; counting up on scroll comes with the screens issue.
 */
import Link from 'next/link'

import { MediaImage } from '@/components/Media/MediaImage'
import { RichText } from '@/components/RichText/RichText'
import { TEXT } from '@/lib/constants'
import type { About } from '@/payload-types'

import styles from './home.module.css'

export function AboutBusiness({ about }: { about: About }) {
  return (
    <section className={`section ${styles.about}`} aria-labelledby="about-business">
      <div className={`container ${styles.aboutGrid}`}>
        <div className={styles.aboutImages}>
          <MediaImage media={about.about_image_1} size="card" sizes="(min-width: 800px) 25vw, 50vw" />
          <MediaImage media={about.about_image_2} size="card" sizes="(min-width: 800px) 25vw, 50vw" />
        </div>
        <div>
          <h2 className={styles.eyebrow} id="about-business">{TEXT.aboutOurBusiness}</h2>
          <h3 className={styles.aboutTitle}>{about.about_title}</h3>
          <RichText data={about.description} className={styles.aboutText} />
          <Link href="/about" className="button">{TEXT.readMore}</Link>
        </div>
      </div>
      <div className={`container ${styles.counters}`}>
        <div className={styles.counter}>
          <p className={styles.count}>{about.work_pair_count}+</p>
          <p>{about.work_pair}</p>
        </div>
        <div className={styles.counter}>
          <p className={styles.count}>{about.happy_clients_count}k</p>
          <p>{about.happy_clients}</p>
        </div>
      </div>
    </section>
  )
}
