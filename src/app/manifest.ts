/**
 * /manifest.webmanifest: name, colours and the icon of the site, so it can be
 * added to a phone's home screen. Next links it from every page's <head>.
 */
import type { MetadataRoute } from 'next'

import { getSettings } from '@/server/data'

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const settings = await getSettings()
  return {
    name: settings.site_name,
    short_name: settings.site_name.slice(0, 12),
    description: `${settings.site_name}: web design, development and digital marketing.`,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#1d4ed8',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  }
}
