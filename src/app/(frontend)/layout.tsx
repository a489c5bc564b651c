/**
 * Root layout of the public site: self-hosted fonts, a skip link, header and footer from
 * the settings global around every page, and the stepped
 * scroll back to the top on route changes. Metadata defaults (absolute URLs from
 * SERVER_URL, the 404 page's title) and the Organization JSON-LD of every page;
 * each page adds its own through `pageMetadata` (src/server/seo/metadata.ts). A bar on top
 * while an editor previews drafts. `data-hydrated` on <html> once interactive.
 */
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { Footer } from '@/components/Footer/Footer'
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { Header } from '@/components/Header/Header'
import { HydrationMark } from '@/components/HydrationMark/HydrationMark.client'
import { PreviewBar } from '@/components/Preview/PreviewBar'
import { ScrollToTop } from '@/components/ScrollToTop/ScrollToTop.client'
import { getEnv } from '@/env'
import { getSettings } from '@/server/data'
import { isPreviewing } from '@/server/preview'
import { organizationLd } from '@/server/seo/structured-data'

import { bodyFont, headingFont } from './fonts'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return {
    metadataBase: new URL(getEnv().SERVER_URL),
    title: { default: settings.site_name, template: `%s | ${settings.site_name}` },
    description: `${settings.site_name}: web design, development and digital marketing.`,
    applicationName: settings.site_name,
  }
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const settings = await getSettings()
  const previewing = await isPreviewing()
  return (
    <html lang="en" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {previewing && <PreviewBar />}
        <Header settings={settings} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer settings={settings} />
        <ScrollToTop />
        <HydrationMark />
        <JsonLd data={organizationLd(settings, getEnv().SERVER_URL)} />
      </body>
    </html>
  )
}
