/**
 * /package: the price tables in four panels: website packages by
 * default, and SEO, PPC, SMO under the 'Digital Marketing' toggle.
 */
import type { Metadata } from 'next'

import { PageBanner } from '@/components/PageBanner/PageBanner'
import { PackageCard } from '@/components/packages/PackageCard'
import { PackageTabs, type PackagePanel } from '@/components/packages/PackageTabs.client'
import styles from '@/components/packages/packages.module.css'
import { TEXT } from '@/contracts/constants'
import { getPackages } from '@/server/data'
import { getPrices } from '@/server/promotions'
import { CATEGORY_LABELS, formatUsd } from '@/lib/format'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd, offersLd } from '@/server/seo/structured-data'
import { getEnv } from '@/env'
import { JsonLd } from '@/components/JsonLd/JsonLd'

export async function generateMetadata(): Promise<Metadata> {
  const packages = await getPackages()
  const from = packages.length ? Math.min(...packages.map((p) => p.price)) : 0
  return pageMetadata({
    key: 'package',
    path: '/package',
    title: 'Packages',
    description: `Website, SEO, PPC and social media marketing packages with fixed prices${from ? `, from ${formatUsd(from)}` : ''}. Pick one and pay online.`,
  })
}

const CATEGORIES = ['website', 'seo', 'ppc', 'smo'] as const

export default async function PackagePage() {
  const packages = await getPackages()
  // Promotions for every visitor: those restricted to a landing page or campaign show there.
  const prices = await getPrices(packages)
  const base = getEnv().SERVER_URL
  const panels: PackagePanel[] = CATEGORIES.map((category) => {
    const title =
      category === 'website' ? 'Website Packages' : `${TEXT.digitalMarketing}: ${CATEGORY_LABELS[category]}`
    return {
      key: category,
      label: CATEGORY_LABELS[category],
      content: (
        <>
          <h2 className={styles.panelTitle}>{title}</h2>
          <div className={styles.grid}>
            {packages
              .filter((p) => p.category === category)
              .map((pkg) => (
                <PackageCard key={pkg.id} pkg={pkg} price={prices.get(pkg.id)} />
              ))}
          </div>
        </>
      ),
    }
  })
  return (
    <>
      <PageBanner title="Packages" />
      <JsonLd
        data={[breadcrumbLd([{ name: 'Packages', path: '/package' }], base), ...offersLd(packages, base)]}
      />
      <div className="section container">
        <PackageTabs panels={panels} />
      </div>
    </>
  )
}
