/**
 * One price table: name, price (with PPC notes), feature lines marked included or not,
 * and the buy link to /payment/{key}.
 */
import { formatUsd } from '@/lib/format'
import type { Package } from '@/payload-types'

import styles from './packages.module.css'

type Props = { pkg: Package; headingLevel?: 'h2' | 'h3'; showBuy?: boolean }

export function PackageCard({ pkg, headingLevel: Heading = 'h3', showBuy = true }: Props) {
  return (
    <article className={styles.card} aria-labelledby={`package-${pkg.key}`}>
      <Heading id={`package-${pkg.key}`} className={styles.name}>
        {pkg.name}
      </Heading>
      <p className={styles.price}>
        {formatUsd(pkg.price)}
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
          href={`/payment/${pkg.key}`}
          className={`button ${styles.buy}`}
          aria-label={`Buy ${pkg.name} for ${formatUsd(pkg.price)}`}
        >
          Buy Now
        </a>
      ) : null}
    </article>
  )
}
