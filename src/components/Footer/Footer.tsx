/**
 * Site footer: logo, about text, social links, 'Support'
 * (Our Work, Blog, Privacy Policy, Terms & Condition), 'Get In Touch' (text, e-mail, phone), copyright line with the settings year (default
 * COPYRIGHT_YEAR, 2021).
 */
import { SocialLinks } from '@/components/icons/SocialLinks'
import { MediaImage } from '@/components/Media/MediaImage'
import { RichText } from '@/components/RichText/RichText'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { COPYRIGHT_YEAR, LOGO_PX, TEXT } from '@/contracts/constants'
import type { Setting } from '@/payload-types'
import { telHref } from '@/lib/format'

import styles from './footer.module.css'

export function Footer({ settings }: { settings: Setting }) {
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
            <li>
              <SiteLink href="/ourworks">{TEXT.ourWorkBanner}</SiteLink>
            </li>
            {/* The spec fixes the header menu: the blog is reached from here. */}
            <li>
              <SiteLink href="/blog">{TEXT.blogHeading}</SiteLink>
            </li>
            <li>
              <SiteLink href="/privacy-policy">{TEXT.privacyPolicy}</SiteLink>
            </li>
            <li>
              <SiteLink href="/terms-condition">{TEXT.termsCondition}</SiteLink>
            </li>
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
