'use client'

/**
 * PayPalCheckout, its code fetched only when it renders. A page loads the chunks of every
 * client component its server components import, rendered or not: /payment loaded
 * @paypal/react-paypal-js (16 KB, 5.6 KB gzip) ahead of its largest paint even when PayPal is
 * not configured and the page shows the 'unavailable' note instead (issue 6). The server
 * still renders the checkout into the HTML; the browser fetches the chunk when it hydrates it.
 * React's lazy rather than next/dynamic, whose loader would add ~1 KB gzip to the page.
 */
import { lazy, Suspense, type ComponentProps } from 'react'

const PayPalCheckout = lazy(() =>
  import('./PayPalCheckout.client').then((m) => ({ default: m.PayPalCheckout })),
)

export function LazyPayPalCheckout(props: ComponentProps<typeof PayPalCheckout>) {
  return (
    <Suspense fallback={null}>
      <PayPalCheckout {...props} />
    </Suspense>
  )
}
