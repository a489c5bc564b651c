/**
 * The list of search results: each its type (with its categories, which are searched too), its
 * title as a link and an excerpt, the matched words in `<mark>`. Every run of text is rendered as text (React escapes it): no HTML from
 * content reaches the page.
 */
import { SiteLink } from '@/components/SiteLink/SiteLink'
import type { SearchResult, TextPart } from '@/lib/search'

import styles from './search.module.css'

export function Marked({ parts }: { parts: TextPart[] }) {
  return parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))
}

export function SearchResults({ results }: { results: SearchResult[] }) {
  if (!results.length) return null
  return (
    <ol className={styles.results}>
      {results.map((result) => (
        <li key={result.key} className={styles.result}>
          <p className={styles.type}>
            <span>{result.type}</span>
            {result.categories.length > 0 && (
              <>
                {' · '}
                <span>
                  <Marked parts={result.categories} />
                </span>
              </>
            )}
          </p>
          <h2 className={styles.title}>
            <SiteLink href={result.url}>
              <Marked parts={result.title} />
            </SiteLink>
          </h2>
          <p className={styles.excerpt}>
            <Marked parts={result.excerpt} />
          </p>
        </li>
      ))}
    </ol>
  )
}
