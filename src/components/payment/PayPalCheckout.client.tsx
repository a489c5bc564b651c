'use client'

/**
 * PayPal's button for one package, loaded through @paypal/react-paypal-js on
 * this page only. The server decides the amount: createOrder and onApprove only call our
 * endpoints (./api.ts). States: ready -> (approve) capturing -> success | pending;
 * cancel -> a calm note with the button again; error -> a message and "Try again";
 * script failure, or no script after PAYPAL_LOAD_TIMEOUT_MS -> the `unavailable` fallback,
 * which is also what the server HTML shows (before hydration and without JavaScript): "Loading"
 * shows only while the script actually loads. Cancel, error and click are also logged.
 */
import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js'
import { useEffect, useState, type ReactNode } from 'react'

import { useHydrated } from '@/components/HydrationMark/use-hydrated'
import { PAYPAL_LOAD_TIMEOUT_MS } from '@/contracts/constants'

import { capturePaymentOrder, createPaymentOrder } from './api'
import styles from './checkout.module.css'

type Props = {
  packageId: string
  /** The landing page the buyer came through (`?via=`), passed on for the server to check. */
  via?: string
  clientId: string
  sdkUrl: string | null
  environment: 'sandbox' | 'production'
  unavailable: ReactNode
}

type State =
  | { kind: 'ready' }
  | { kind: 'capturing' }
  | { kind: 'success'; reference: string; amount: string; currency: string }
  | { kind: 'pending'; reference: string }
  | { kind: 'cancelled' }
  | { kind: 'error'; message: string }

function Buttons({ packageId, via, unavailable }: Pick<Props, 'packageId' | 'via' | 'unavailable'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer()
  const [state, setState] = useState<State>({ kind: 'ready' })
  const [attempt, setAttempt] = useState(0)
  const fail = (message: string) => setState({ kind: 'error', message })
  const hydrated = useHydrated()
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    if (!isPending) return
    const timer = window.setTimeout(() => setTimedOut(true), PAYPAL_LOAD_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [isPending])

  if (!hydrated || isRejected || (isPending && timedOut)) return <>{unavailable}</>
  if (state.kind === 'success') {
    return (
      <div role="status" className={`${styles.alert} ${styles.success}`}>
        <strong>
          Thank you: your payment of {state.amount} {state.currency} is complete.
        </strong>{' '}
        Order reference: <code>{state.reference}</code>. We will be in touch shortly.
      </div>
    )
  }
  if (state.kind === 'pending') {
    return (
      <div role="status" className={`${styles.alert} ${styles.note}`}>
        PayPal is reviewing your payment (order reference <code>{state.reference}</code>). We will confirm it
        by e-mail.
      </div>
    )
  }
  return (
    <div className={styles.checkout}>
      {state.kind === 'cancelled' && (
        <p role="status" className={`${styles.alert} ${styles.note}`}>
          Payment cancelled: nothing was charged. You can pay whenever you are ready.
        </p>
      )}
      {state.kind === 'error' && (
        <div role="alert" className={`${styles.alert} ${styles.error}`}>
          <p>{state.message}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setState({ kind: 'ready' })
              setAttempt((n) => n + 1)
            }}
          >
            Try again
          </button>
        </div>
      )}
      {state.kind === 'capturing' && (
        <p role="status" className={styles.note}>
          Completing your payment...
        </p>
      )}
      {isPending && <p className={styles.loading}>Loading PayPal...</p>}
      {/* Stays mounted while capturing: actions.restart() needs the same buttons instance. */}
      {state.kind !== 'error' && (
        <PayPalButtons
          style={{ layout: 'vertical', label: 'pay' }}
          forceReRender={[attempt]}
          disabled={state.kind === 'capturing'}
          onClick={() => console.info('PayPal button clicked', packageId)}
          createOrder={() => createPaymentOrder(packageId, via)}
          onApprove={async (data, actions) => {
            setState({ kind: 'capturing' })
            try {
              const answer = await capturePaymentOrder(data.orderID)
              if (answer.status === 'COMPLETED')
                return setState({
                  kind: 'success',
                  reference: data.orderID,
                  amount: answer.amount,
                  currency: answer.currency,
                })
              if (answer.status === 'PENDING') return setState({ kind: 'pending', reference: data.orderID })
              // PayPal's documented recovery: let the buyer choose another funding source.
              if (answer.issue === 'INSTRUMENT_DECLINED') {
                setState({ kind: 'ready' })
                return void (await actions.restart())
              }
              fail(answer.message ?? 'The payment was declined. Please try another payment method.')
            } catch (error) {
              fail((error as Error).message)
            }
          }}
          onCancel={(data) => {
            console.info('PayPal payment cancelled', data.orderID)
            setState({ kind: 'cancelled' })
          }}
          onError={(error) => {
            console.error('PayPal payment error', error)
            fail(
              `${error instanceof Error && error.message ? error.message : 'The payment could not be completed. Please try again.'} Nothing was charged.`,
            )
          }}
        />
      )}
    </div>
  )
}

/** The checkout island: loads PayPal's JS SDK (from PAYPAL_SDK_URL when set) and renders its button. */
export function PayPalCheckout({ packageId, via, clientId, sdkUrl, environment, unavailable }: Props) {
  // PayPal JS SDK options (docs/payments.md): USD, commit (pay now), intent capture as the server's orders.
  const options: ReactPayPalScriptOptions = {
    clientId,
    currency: 'USD',
    intent: 'capture',
    commit: true,
    components: 'buttons',
    environment,
    ...(sdkUrl ? { sdkBaseUrl: sdkUrl } : {}),
  }
  return (
    <PayPalScriptProvider options={options}>
      <Buttons packageId={packageId} via={via} unavailable={unavailable} />
    </PayPalScriptProvider>
  )
}
