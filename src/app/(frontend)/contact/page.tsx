/** /contact: 'Contact Us', 'Contact Detils' from the CMS and the 'Leave Message' form (spec §2 Contact). */
import type { Metadata } from 'next'

import { ContactForm } from '@/components/contact/ContactForm'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { RichText } from '@/components/RichText/RichText'
import { TEXT } from '@/lib/constants'
import { getContactInfo } from '@/lib/data'

import styles from './contact.module.css'

export const metadata: Metadata = { title: TEXT.contactHeading }

export default async function ContactPage() {
  const info = await getContactInfo()
  return (
    <>
      <PageBanner title={TEXT.contactHeading} />
      <div className={`section container ${styles.grid}`}>
        <section aria-labelledby="contact-details" className={styles.details}>
          <h2 id="contact-details" className={styles.heading}>{TEXT.contactDetails}</h2>
          <RichText data={info.content} />
        </section>
        <section aria-labelledby="leave-message" className={styles.message}>
          <h2 id="leave-message" className={styles.heading}>{TEXT.leaveMessage}</h2>
          <ContactForm />
        </section>
      </div>
    </>
  )
}
