/**
 * The 404 page of every path no route matches (any other path), including /payment, unknown
 * /services/page/{n} (the route takes only the pages it prerenders), unknown /payment/{key}
 * and the on-demand pages' unknown documents (rewritten here by the proxy, src/server/unknown-document.ts).
 *
 * Why here and not only a catch-all page calling notFound(): Next renders a notFound() thrown
 * while a page renders on the client only (the server HTML is an empty error shell), so the
 * page would be blank without JavaScript. An unmatched path is answered by this prerendered
 * page instead: status 404 and the full page in the server HTML.
 */
import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/NotFoundContent/NotFoundContent'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { getEnv } from '@/env'
import { getSettings } from '@/server/data'

import './(frontend)/globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return {
    metadataBase: new URL(getEnv().SERVER_URL),
    title: `Page not found | ${settings.site_name}`,
    // No `robots` here: Next inserts `<meta name="robots" content="noindex">` on every 404 it
    // renders, and a second one is invalid (tests/e2e/validators.spec.ts counts them).
  }
}

export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  )
}
