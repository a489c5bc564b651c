/** /contact: 'Contact Us', 'Contact Detils' from the CMS and the 'Leave Message' form. */
import type { Metadata } from 'next'

import { ContactForm } from '@/components/contact/ContactForm'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { RichText } from '@/components/RichText/RichText'
import { TEXT } from '@/contracts/constants'
import { getContactInfo, getSettings } from '@/server/data'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'
import { getEnv } from '@/env'
import { JsonLd } from '@/components/JsonLd/JsonLd'

import styles from './contact.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return pageMetadata({
    key: 'contact',
    path: '/contact',
    title: TEXT.contactHeading,
    description: `Contact ${settings.site_name}: write to ${settings.header_email}, call ${settings.header_phone} or leave a message about your website or marketing project.`,
  })
}

export default async function ContactPage() {
  const info = await getContactInfo()
  return (
    <>
      <PageBanner title={TEXT.contactHeading} />
      <JsonLd data={breadcrumbLd([{ name: TEXT.contactHeading, path: '/contact' }], getEnv().SERVER_URL)} />
      <div className={`section container ${styles.grid}`}>
        <section aria-labelledby="contact-details" className={styles.details}>
          <h2 id="contact-details" className={styles.heading}>
            {TEXT.contactDetails}
          </h2>
          <RichText data={info.content} />
        </section>
        <section aria-labelledby="leave-message" className={styles.message}>
          <h2 id="leave-message" className={styles.heading}>
            {TEXT.leaveMessage}
          </h2>
          <ContactForm path="/contact" />
        </section>
      </div>
    </>
  )
}
