/**
 * A link whose URL comes from content (a button, a banner, a post's call to action): a
 * client-side SiteLink for a path of this site, a plain `<a>` for another kind the link rule
 * allows (src/lib/safe-url.ts), and nothing at all for a URL the rule refuses, so no rendered
 * `href` leaves the site by a stored `//host`, `/\host` or a disguised scheme.
 */
import type { AriaAttributes, ReactNode } from 'react'

import { linkKind } from '@/lib/safe-url'

import { SiteLink } from './SiteLink'

type Props = {
  url: string | null | undefined
  className?: string
  children?: ReactNode
  'aria-current'?: AriaAttributes['aria-current']
  'aria-label'?: string
}

export function ContentLink({ url, children, ...attributes }: Props) {
  const kind = linkKind(url)
  if (kind === 'path')
    return (
      <SiteLink href={url!} {...attributes}>
        {children}
      </SiteLink>
    )
  return kind ? (
    <a href={url!} {...attributes}>
      {children}
    </a>
  ) : null
}
