/**
 * Root layout of the public site: the site's document (SiteShell: fonts, skip link, header,
 * footer, JSON-LD) around every page, with a bar on top while an editor previews drafts.
 * Metadata defaults (absolute URLs from SERVER_URL); each page adds its own through
 * `pageMetadata` (src/server/seo/metadata.ts).
 */
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { PreviewBar } from '@/components/preview/PreviewBar'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { getEnv } from '@/env'
import { getSettings } from '@/server/data'
import { isPreviewing } from '@/server/preview'

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
  const previewing = await isPreviewing()
  return <SiteShell banner={previewing ? <PreviewBar /> : null}>{children}</SiteShell>
}
