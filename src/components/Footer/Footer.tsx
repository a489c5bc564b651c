/**
 * Site footer: logo, about text, social links, 'Support' (the editable `footer` menu of
 * src/globals/Navigation; an item's sub-items as a nested list), 'Get In Touch' (text, e-mail,
 * phone), copyright line with the settings year (default COPYRIGHT_YEAR, 2021).
 */
import { SocialLinks } from '@/components/icons/SocialLinks'
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { RichText } from '@/components/RichText/RichText'
import { ContentLink } from '@/components/SiteLink/ContentLink'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { COPYRIGHT_YEAR, LOGO_PX, TEXT } from '@/contracts/constants'
import type { MenuItem } from '@/lib/navigation'
import type { Setting } from '@/payload-types'
import { telHref } from '@/lib/format'

import styles from './footer.module.css'

export function Footer({ settings, links }: { settings: Setting; links: MenuItem[] }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-label={`About ${settings.site_name}`}>
          <SiteLink href="/home" className={styles.brand}>
            <MediaImage media={settings.footer_logo} className={styles.logo} fixedWidth={LOGO_PX} alt="" />
            <span>{settings.site_name}</span>
          </SiteLink>
          <RichText data={settings.about} className={styles.text} />
          <SocialLinks settings={settings} className={styles.social} />
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {TEXT.support}
          </h2>
          <ul className={styles.links}>
            {links.map((item, i) => (
              <li key={`${i}-${item.label}`}>
                {item.href ? (
                  <ContentLink url={item.href}>{item.label}</ContentLink>
                ) : (
                  <span>{item.label}</span>
                )}
                {item.children.length ? (
                  <ul className={styles.subLinks}>
                    {item.children.map((child, j) => (
                      <li key={`${j}-${child.label}`}>
                        <ContentLink url={child.href}>{child.label}</ContentLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-touch">
          <h2 id="footer-touch" className={styles.heading}>
            {TEXT.getInTouch}
          </h2>
          <RichText data={settings.get_in_touch} className={styles.text} />
          <ul className={styles.links}>
            <li>
              <a href={`mailto:${settings.footer_email}`}>{settings.footer_email}</a>
            </li>
            <li>
              <a href={telHref(settings.footer_phone)}>{settings.footer_phone}</a>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        © {settings.copyright_year ?? COPYRIGHT_YEAR} {settings.site_name}. All rights reserved.
      </p>
    </footer>
  )
}
