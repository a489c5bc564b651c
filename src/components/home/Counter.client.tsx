'use client'

/**
 * A number that counts up from 0 by 1 every COUNTER_STEP_MS once it is scrolled into view.
 * The server HTML holds the final value, and screen readers only ever
 * read the final value; the moving digits are decorative. Under prefers-reduced-motion the
 * final value stays.
 */
import { useEffect, useRef, useState } from 'react'

import { COUNTER_STEP_MS } from '@/contracts/constants'

type Props = { value: number; suffix: string; className?: string }

export function Counter({ value, suffix, className }: Props) {
  const ref = useRef<HTMLSpanElement>(null)
  const [shown, setShown] = useState(value)

  useEffect(() => {
    const node = ref.current
    if (!node || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    setShown(0)
    let timer: ReturnType<typeof setInterval> | undefined
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      timer = setInterval(() => {
        setShown((n) => {
          if (n + 1 >= value) clearInterval(timer)
          return Math.min(n + 1, value)
        })
      }, COUNTER_STEP_MS)
    })
    observer.observe(node)
    return () => {
      observer.disconnect()
      clearInterval(timer)
    }
  }, [value])

  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true" data-testid="counter-value">
        {shown}
        {suffix}
      </span>
      <span className="visually-hidden">
        {value}
        {suffix}
      </span>
    </span>
  )
}
