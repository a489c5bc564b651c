/**
 * /package: the price tables (spec §2 Packages, §9) in four panels: website packages by
 * default, and SEO, PPC, SMO under the 'Digital Marketing' toggle.
 */
import type { Metadata } from 'next'

import { PageBanner } from '@/components/PageBanner/PageBanner'
import { PackageCard } from '@/components/packages/PackageCard'
import { PackageTabs, type PackagePanel } from '@/components/packages/PackageTabs.client'
import styles from '@/components/packages/packages.module.css'
import { TEXT } from '@/lib/constants'
import { getPackages } from '@/lib/data'
import { CATEGORY_LABELS } from '@/lib/format'

export const metadata: Metadata = { title: 'Packages' }

const CATEGORIES = ['website', 'seo', 'ppc', 'smo'] as const

export default async function PackagePage() {
  const packages = await getPackages()
  const panels: PackagePanel[] = CATEGORIES.map((category) => {
    const title = category === 'website' ? 'Website Packages' : `${TEXT.digitalMarketing}: ${CATEGORY_LABELS[category]}`
    return {
      key: category,
      label: CATEGORY_LABELS[category],
      content: (
        <>
          <h2 className={styles.panelTitle}>{title}</h2>
          <div className={styles.grid}>
            {packages.filter((p) => p.category === category).map((pkg) => <PackageCard key={pkg.id} pkg={pkg} />)}
          </div>
        </>
      ),
    }
  })
  return (
    <>
      <PageBanner title="Packages" />
      <div className="section container">
        <PackageTabs panels={panels} />
      </div>
    </>
  )
}
