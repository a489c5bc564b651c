/**
 * next/link without Next's own jump to the top: on every route change ScrollToTop scrolls
 * up in steps instead. Every internal link of the public site
 * uses this; ESLint forbids importing next/link in the public components.
 */
import Link from 'next/link'
import type { ComponentProps } from 'react'

export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link scroll={false} {...props} />
}
