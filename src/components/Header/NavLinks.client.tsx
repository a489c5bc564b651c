'use client'

/** Main menu links; marks the current page with aria-current (client: needs the pathname). */
import { usePathname } from 'next/navigation'

import { SiteLink } from '@/components/SiteLink/SiteLink'
import { MENU } from '@/contracts/constants'

/** '/' and '/home' are the same page. */
const isCurrent = (href: string, pathname: string) =>
  href === '/home'
    ? pathname === '/' || pathname === '/home'
    : pathname === href || pathname.startsWith(`${href}/`)

export function NavLinks({ className }: { className?: string }) {
  const pathname = usePathname() ?? '/'
  return (
    <ul className={className}>
      {MENU.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}>
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
