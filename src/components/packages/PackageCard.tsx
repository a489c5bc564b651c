/**
 * One price table: name, price (with PPC notes), feature lines marked included or not,
 * and the buy link to /payment/{key}. With a promotion (`price`, src/server/promotions.ts) the
 * stored price is struck through before the promoted one, server-rendered.
 */
import { formatUsd } from '@/lib/format'
import type { PriceDecision } from '@/lib/promotions'
import type { Package } from '@/payload-types'

import styles from './packages.module.css'

type Props = {
  pkg: Package
  headingLevel?: 'h2' | 'h3'
  showBuy?: boolean
  /** The price decided for this page (cents); absent: the stored price. */
  price?: PriceDecision
  /** Slug of the landing page this card is on: the Buy link claims it (`?via=`), the checkout checks it. */
  via?: string
}

/** The price as shown: the stored one, or "was / now" under a promotion. */
function Price({ pkg, price }: Pick<Props, 'pkg' | 'price'>) {
  if (!price?.promotion) return <>{formatUsd(pkg.price)}</>
  const was = formatUsd(price.fullPrice / 100)
  const now = formatUsd(price.price / 100)
  return (
    <>
      <span className="visually-hidden">{`Was ${was}, now ${now}`}</span>
      <del className={styles.was} aria-hidden="true">
        {was}
      </del>
      <ins className={styles.now} aria-hidden="true">
        {now}
      </ins>
    </>
  )
}

export function PackageCard({ pkg, headingLevel: Heading = 'h3', showBuy = true, price, via }: Props) {
  const charged = formatUsd(price ? price.price / 100 : pkg.price)
  return (
    <article className={styles.card} aria-labelledby={`package-${pkg.key}`}>
      <Heading id={`package-${pkg.key}`} className={styles.name}>
        {pkg.name}
      </Heading>
      <p className={styles.price}>
        <Price pkg={pkg} price={price} />
        {pkg.priceNote ? <span className={styles.note}>{pkg.priceNote}</span> : null}
      </p>
      {pkg.budgetRange ? <p className={styles.budget}>{pkg.budgetRange}</p> : null}
      <ul className={styles.features}>
        {(pkg.features ?? []).map((f, i) => (
          <li key={f.id ?? i} className={f.included ? styles.included : styles.excluded}>
            <span aria-hidden="true" className={styles.mark}>
              {f.included ? '✓' : '✕'}
            </span>
            <span className="visually-hidden">{f.included ? 'Included: ' : 'Not included: '}</span>
            {f.text}
          </li>
        ))}
      </ul>
      {showBuy ? (
        // A plain link, loaded as a new document: only /payment's Content-Security-Policy allows
        // PayPal's script, and a client-side navigation would keep this page's policy.
        <a
          href={`/payment/${pkg.key}${via ? `?${new URLSearchParams({ via })}` : ''}`}
          className={`button ${styles.buy}`}
          aria-label={`Buy ${pkg.name} for ${charged}`}
        >
          Buy Now
        </a>
      ) : null}
    </article>
  )
}
