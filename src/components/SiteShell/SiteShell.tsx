/**
 * The document every public page is drawn in: <html> with the self-hosted fonts, a skip
 * link, header and footer from the settings and navigation globals, the stepped
 * scroll back to the top on route changes, `data-hydrated` on <html> once interactive and the
 * Organization JSON-LD. Shared by the (frontend) root layout and the global 404 page, which
 * Next renders outside every layout.
 */
import type { ReactNode } from 'react'

import { bodyFont, headingFont } from './fonts'
import { Footer } from '@/components/Footer/Footer'
import { Header } from '@/components/Header/Header'
import { HydrationMark } from '@/components/HydrationMark/HydrationMark.client'
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { ScrollToTop } from '@/components/ScrollToTop/ScrollToTop.client'
import { getEnv } from '@/env'
import { getNavigation, getSettings } from '@/server/data'
import { organizationLd } from '@/server/seo/structured-data'

export async function SiteShell({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  const [settings, navigation] = await Promise.all([getSettings(), getNavigation()])
  return (
    <html lang="en" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {banner}
        <Header settings={settings} menu={navigation.header} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer settings={settings} links={navigation.footer} />
        <ScrollToTop />
        <HydrationMark />
        <JsonLd data={organizationLd(settings, getEnv().SERVER_URL)} />
      </body>
    </html>
  )
}
