/**
 * Price table block: the packages of one category, read from `packages` when the page renders
 * (the site's one source of prices), as the /package page shows them, with the promotions that
 * run now for visitors of this landing page (src/server/promotions.ts); its Buy links name the
 * page (`?via=`), which the checkout checks. Nothing when the category has no package.
 */
import { PackageCard } from '@/components/packages/PackageCard'
import packageStyles from '@/components/packages/packages.module.css'
import { getPackagesOf } from '@/server/pages'
import { getPrices } from '@/server/promotions'

import type { BlockProps, BlockRenderer } from '../shared/types'
import shared from '../shared/section.module.css'

/** `place.anchor`: the section's id (src/contracts/anchors.ts), on the page's first price table. */
export async function PriceTable({ block, place: { anchor, page } }: BlockProps<'priceTable'>) {
  const packages = await getPackagesOf(block.category)
  if (!packages.length) return null
  const prices = await getPrices(packages, { landingPage: page.id })
  return (
    <section id={anchor} className={`section container ${shared.anchor}`}>
      <h2 className="section-title">{block.heading}</h2>
      <div className={packageStyles.grid}>
        {packages.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} price={prices.get(pkg.id)} via={page.slug} />
        ))}
      </div>
    </section>
  )
}

/** Renders the block in a landing page's layout (src/blocks/renderers.tsx). */
export const pageRenderer: BlockRenderer<'priceTable'> = PriceTable
