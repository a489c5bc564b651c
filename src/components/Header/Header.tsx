/**
 * Site header on every page: e-mail, phone and social links
 * (each only when set) in the top bar, then the logo and the main menu (the editable `header`
 * menu, src/globals/Navigation). The site search form
 * (a plain GET form to /search) sits in the top bar from 800 px and in the side menu, after
 * the menu links, below it. Client islands: HeaderShell (sticky once scrolled) and MobileMenu
 * (side menu below 800 px).
 */
import { SocialLinks } from '@/components/icons/SocialLinks'
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { SearchForm } from '@/components/search/SearchForm'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { LOGO_PX } from '@/contracts/constants'
import { telHref } from '@/lib/format'
import type { MenuItem } from '@/lib/navigation'
import type { Setting } from '@/payload-types'

import { HeaderShell } from './HeaderShell.client'
import { MobileMenu } from './MobileMenu.client'
import { NavLinks } from './NavLinks.client'
import styles from './header.module.css'

export function Header({ settings, menu }: { settings: Setting; menu: MenuItem[] }) {
  return (
    <HeaderShell className={styles.header}>
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
          <SearchForm id="header-search" variant="header" hideLabel className={styles.topbarSearch} />
          <SocialLinks settings={settings} className={styles.social} />
        </div>
      </div>
      <div className={styles.barWrap}>
        <div className={`container ${styles.bar}`}>
          <SiteLink href="/home" className={styles.brand}>
            <MediaImage media={settings.header_logo} className={styles.logo} fixedWidth={LOGO_PX} alt="" />
            <span>{settings.site_name}</span>
          </SiteLink>
          <MobileMenu>
            <nav aria-label="Main">
              <NavLinks items={menu} className={styles.menu} />
            </nav>
            <SearchForm id="menu-search" variant="drawer" className={styles.drawerSearch} />
            <SocialLinks settings={settings} className={styles.drawerSocial} />
          </MobileMenu>
        </div>
      </div>
    </HeaderShell>
  )
}
