/**
 * Price table block: the packages of one category, read from `packages` when the page renders
 * (the site's one source of prices), as the /package page shows them. Nothing when the
 * category has no package.
 */
import { PackageCard } from '@/components/packages/PackageCard'
import packageStyles from '@/components/packages/packages.module.css'
import { getPackagesOf } from '@/server/pages'

import type { BlockOf } from './types'

export async function PriceTable({ block }: { block: BlockOf<'priceTable'> }) {
  const packages = await getPackagesOf(block.category)
  if (!packages.length) return null
  return (
    <section className="section container">
      <h2 className="section-title">{block.heading}</h2>
      <div className={packageStyles.grid}>
        {packages.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} />
        ))}
      </div>
    </section>
  )
}
