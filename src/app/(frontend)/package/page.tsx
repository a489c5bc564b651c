/**
 * /package: price tables of every package category (spec §2 Packages, §9): website
 * packages first, then 'Digital Marketing' (SEO, PPC, SMO). Panels and the toggle come
 * with the screens issue; here every table is readable.
 */
import type { Metadata } from 'next'

import { PageBanner } from '@/components/PageBanner/PageBanner'
import { PackageCard } from '@/components/packages/PackageCard'
import styles from '@/components/packages/packages.module.css'
import { TEXT } from '@/lib/constants'
import { getPackages } from '@/lib/data'
import { CATEGORY_LABELS } from '@/lib/format'

export const metadata: Metadata = { title: 'Packages' }

const CATEGORIES = ['website', 'seo', 'ppc', 'smo'] as const

export default async function PackagePage() {
  const packages = await getPackages()
  return (
    <>
      <PageBanner title="Packages" />
      <div className="section container">
        {CATEGORIES.map((category) => {
          const list = packages.filter((p) => p.category === category)
          if (!list.length) return null
          const title = category === 'website' ? 'Website Packages' : `${TEXT.digitalMarketing}: ${CATEGORY_LABELS[category]}`
          return (
            <section key={category} className={styles.panel} aria-labelledby={`panel-${category}`}>
              <h2 id={`panel-${category}`} className={styles.panelTitle}>{title}</h2>
              <div className={styles.grid}>
                {list.map((pkg) => <PackageCard key={pkg.id} pkg={pkg} />)}
              </div>
            </section>
          )
        })}
      </div>
    </>
  )
}
