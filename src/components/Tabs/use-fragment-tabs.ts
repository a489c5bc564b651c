'use client'

/**
 * State of a tab set whose server HTML is a list of in-page links (`href="#<panel id>"`) and
 * panels shown with CSS `:target` (the first when none is targeted): it works without
 * JavaScript and a click before hydration is never lost (the browser follows the link).
 *
 * Once mounted, `enhanced` turns the markup into APG tabs (the caller adds the roles and
 * `hidden`); the selected panel starts as the one the URL's fragment names, if any, so the
 * state a visitor reached before hydration is kept. A fragment change (back button, another
 * in-page link) selects its panel; `select` updates the fragment without scrolling.
 */
import { useCallback, useEffect, useState } from 'react'

import { useHydrated } from '@/components/HydrationMark/use-hydrated'

/** `ids`: the panels' element ids (no spaces) in tab order; index 0 is the default panel. */
export function useFragmentTabs(ids: readonly string[]) {
  const [selected, setSelected] = useState(0)
  const enhanced = useHydrated()
  // One string, so a new array with the same ids changes nothing.
  const key = ids.join(' ')

  useEffect(() => {
    const list = key.split(' ')
    const fromHash = () => {
      const i = list.indexOf(decodeURIComponent(window.location.hash.slice(1)))
      if (i >= 0) setSelected(i)
    }
    fromHash()
    window.addEventListener('hashchange', fromHash)
    return () => window.removeEventListener('hashchange', fromHash)
  }, [key])

  const select = useCallback(
    (i: number) => {
      setSelected(i)
      window.history.replaceState(window.history.state, '', `#${key.split(' ')[i]}`)
    },
    [key],
  )

  return { selected, enhanced, select }
}
