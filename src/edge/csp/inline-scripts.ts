/**
 * The inline scripts the site itself writes, recognised by shape, so that the CSP hashes
 * them (policy.ts) and nothing else: the site's hydration loader (src/edge/deferred-hydration.ts,
 * a fixed text) and the scripts of Next, Turbopack and React (isFrameworkInlineScript,
 * src/edge/next-adapter.ts: fixed texts, or data their own code reads). None can carry other code.
 */
import { HYDRATION_LOADER } from '../deferred-hydration'
import { isFrameworkInlineScript } from '../next-adapter'

/** Whether the inline script `body` is one the site writes (see the module comment). */
export function isSiteInlineScript(body: string): boolean {
  return body === HYDRATION_LOADER || isFrameworkInlineScript(body)
}
