/**
 * Site header on every page (spec §2 Global behaviour): logo, e-mail and phone from
 * settings, social links when set, and the main menu.
 */
import Link from 'next/link'

import { SocialLinks } from '@/components/icons/SocialLinks'
import { MediaImage } from '@/components/Media/MediaImage'
import type { Setting } from '@/payload-types'
import { telHref } from '@/lib/format'

import { NavLinks } from './NavLinks.client'
import styles from './header.module.css'

export function Header({ settings }: { settings: Setting }) {
  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <ul className={styles.contact} aria-label="Contact">
            <li>
              <a href={`mailto:${settings.header_email}`}>{settings.header_email}</a>
            </li>
            <li>
              <a href={telHref(settings.header_phone)}>{settings.header_phone}</a>
            </li>
          </ul>
          <SocialLinks settings={settings} className={styles.social} />
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Link href="/home" className={styles.brand}>
          <MediaImage media={settings.header_logo} className={styles.logo} sizes="2.5rem" alt="" priority />
          <span>{settings.site_name}</span>
        </Link>
        <nav aria-label="Main">
          <NavLinks className={styles.menu} />
        </nav>
      </div>
    </header>
  )
}
