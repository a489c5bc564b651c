/**
 * Numbered links to every page of a list split in pages (src/lib/pagination.ts `pagePath`, or
 * `hrefFor` for lists paged by a query parameter, e.g. /search):
 * plain links, so paging works without JavaScript; the current page carries
 * `aria-current="page"`. Renders nothing for a single page.
 */
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { pagePath } from '@/lib/pagination'

import styles from './pagination.module.css'

type Props = {
  /** Path of page 1, e.g. "/blog"; page n is `${basePath}/page/${n}`. */
  basePath: string
  page: number
  pageCount: number
  /** Accessible name of the navigation landmark, e.g. "Blog pages". */
  label: string
  /** Link of page n when the list is not paged by path (default `pagePath(basePath, n)`). */
  hrefFor?: (page: number) => string
}

export function Pagination({ basePath, page, pageCount, label, hrefFor }: Props) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className={styles.pages}>
      <ul>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <SiteLink
              href={hrefFor ? hrefFor(n) : pagePath(basePath, n)}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
