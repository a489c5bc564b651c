/**
 * The site search form: a plain GET form to /search with a labelled `q` field and a submit
 * button, so it works without JavaScript and before hydration (docs/content.md "Search"); the
 * results page opens at its summary (SEARCH_SUMMARY_ID).
 * `id` names the field (one page may hold several forms: the header's two and the results
 * page's); the label is shown, or read to assistive technology only when `hideLabel`. Each form
 * is a `search` landmark with a name of its own ('Site' in the header, 'Refine' on /search).
 */
import { SEARCH_QUERY_MAX_CHARS, TEXT } from '@/contracts/constants'
import { SEARCH_PATH, SEARCH_SUMMARY_ID } from '@/lib/search'

import styles from './search.module.css'

type Props = {
  id: string
  /** The current search, shown in the field. */
  query?: string
  hideLabel?: boolean
  /** `header`: the top bar's (small, on the dark band); `drawer`: the side menu's; `page`: the results page's. */
  variant: 'header' | 'drawer' | 'page'
  className?: string
}

export function SearchForm({ id, query = '', hideLabel = false, variant, className = '' }: Props) {
  return (
    <form
      action={`${SEARCH_PATH}#${SEARCH_SUMMARY_ID}`}
      method="get"
      role="search"
      aria-label={variant === 'page' ? 'Refine' : 'Site'}
      className={`${styles.form} ${styles[variant]} ${className}`}
    >
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {TEXT.searchLabel}
      </label>
      <span className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_CHARS}
          placeholder={variant === 'page' ? undefined : TEXT.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.button}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5L21 21" />
          </svg>
          <span className={variant === 'page' ? undefined : 'visually-hidden'}>{TEXT.searchButton}</span>
        </button>
      </span>
    </form>
  )
}
