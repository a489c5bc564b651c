/** /ourworks: banner 'Our Work', the nine work categories, 'How Can We Help?' (spec §2 Our Work). */
import type { Metadata } from 'next'

import { MediaImage } from '@/components/Media/MediaImage'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { TEXT } from '@/lib/constants'
import { getSettings, getWorkCategories } from '@/lib/data'
import { telHref } from '@/lib/format'

import styles from './ourworks.module.css'

export const metadata: Metadata = { title: TEXT.ourWorkBanner }

export default async function OurWorksPage() {
  const [categories, settings] = await Promise.all([getWorkCategories(), getSettings()])
  return (
    <>
      <PageBanner title={TEXT.ourWorkBanner} />
      <div className={`section container ${styles.layout}`}>
        <div className={styles.categories}>
          {categories.map((c) => (
            <section key={c.id} className={styles.category} aria-labelledby={`work-${c.id}`}>
              <h2 id={`work-${c.id}`}>{c.name}</h2>
              <MediaImage media={c.image} size="card" sizes="(min-width: 800px) 50vw, 100vw" className={styles.image} />
              <p>{c.paragraph1}</p>
              <p>{c.paragraph2}</p>
            </section>
          ))}
        </div>
        <aside className={styles.help} aria-labelledby="how-can-we-help">
          <h2 id="how-can-we-help">{TEXT.howCanWeHelp}</h2>
          <p>Call us: <a href={telHref(settings.header_phone)}>{settings.header_phone}</a></p>
          <p>E-mail us: <a href={`mailto:${settings.header_email}`}>{settings.header_email}</a></p>
        </aside>
      </div>
    </>
  )
}
