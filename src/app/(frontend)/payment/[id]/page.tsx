/**
 * /payment/{key}: summary of the package whose key is the route parameter `id`, at the price
 * the checkout will charge this visitor now (the promotion for the landing page named by
 * `?via=` and the campaign cookie, checked by the server: src/server/promotions.ts), then
 * PayPal's button (src/components/payment); unknown ids answer the 404 page.
 */
import type { Metadata } from 'next'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { PageBanner } from '@/components/PageBanner/PageBanner'
import { PackageCard } from '@/components/packages/PackageCard'
import { PaymentCheckout } from '@/components/payment/PaymentCheckout'
import { getPackage, getPackages } from '@/server/data'
import { getCheckoutPrice } from '@/server/promotions'
import { CATEGORY_LABELS, formatUsd } from '@/lib/format'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'
import { getEnv } from '@/env'
import { JsonLd } from '@/components/JsonLd/JsonLd'

import styles from './payment.module.css'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ via?: string | string[] }> }

/**
 * Only the prerendered ids. The page reads PayPal settings per request, so Next still renders
 * it for other ids (an empty 404 shell): the proxy answers those first (src/server/unknown-document.ts).
 */
export const dynamicParams = false

export async function generateStaticParams() {
  return (await getPackages()).map((p) => ({ id: p.key }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pkg = await getPackage((await params).id)
  if (!pkg) return { title: 'Payment' }
  return pageMetadata({
    path: `/payment/${pkg.key}`,
    title: `Payment: ${pkg.name} (${CATEGORY_LABELS[pkg.category]})`,
    description: `Pay for the ${pkg.name} ${CATEGORY_LABELS[pkg.category]} package: ${formatUsd(pkg.price)} (USD), securely online.`,
  })
}

export default async function PaymentPage({ params, searchParams }: Props) {
  const pkg = await getPackage((await params).id)
  if (!pkg) notFound()
  const { via } = await searchParams
  const price = await getCheckoutPrice(pkg, via, (await headers()).get('cookie'))
  const charged = formatUsd(price.price / 100)
  return (
    <>
      <PageBanner title="Payment" />
      <JsonLd
        data={breadcrumbLd(
          [
            { name: 'Packages', path: '/package' },
            { name: pkg.name, path: `/payment/${pkg.key}` },
          ],
          getEnv().SERVER_URL,
        )}
      />
      <div className={`section container ${styles.page}`}>
        <p>
          You are buying the <strong>{pkg.name}</strong> {CATEGORY_LABELS[pkg.category]} package for{' '}
          <strong>{charged}</strong> (USD)
          {price.promotion ? ` instead of ${formatUsd(price.fullPrice / 100)}` : ''}.
        </p>
        <div className={styles.card}>
          <PackageCard pkg={pkg} headingLevel="h2" showBuy={false} price={price} />
        </div>
        <section aria-label="Pay with PayPal" className={styles.checkout}>
          <PaymentCheckout packageId={pkg.key} via={typeof via === 'string' ? via : undefined} />
        </section>
        <SiteLink href="/package">Back to all packages</SiteLink>
      </div>
    </>
  )
}
