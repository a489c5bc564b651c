'use client'

/**
 * PayPalCheckout, its code fetched only when it renders. A page loads the chunks of every
 * client component its server components import, rendered or not: imported directly,
 * @paypal/react-paypal-js would load ahead of /payment's largest paint even when PayPal is
 * not configured and the page shows the 'unavailable' note instead. The server
 * still renders the checkout into the HTML; the browser fetches the chunk when it hydrates it.
 * React's lazy rather than next/dynamic, whose loader would add its own code to the page.
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
