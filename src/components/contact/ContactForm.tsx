/**
 * 'Leave Message' form (spec §2 Contact, §5): name, e-mail, subject, phone number, message,
 * all required; 'Send Message'. Posts to api/save_contact (spec §7).
 */
import { TEXT } from '@/lib/constants'

import styles from './contact-form.module.css'

export function ContactForm() {
  return (
    <form className={styles.form} method="post" action="/api/save_contact">
      <div className={styles.field}>
        <label htmlFor="contact-name">Name</label>
        <input id="contact-name" name="name" type="text" autoComplete="name" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">E-mail</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-subject">Subject</label>
        <input id="contact-subject" name="subject" type="text" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-phone">Phone number</label>
        <input id="contact-phone" name="phone_number" type="tel" autoComplete="tel" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={6} required />
      </div>
      <button type="submit" className="button">{TEXT.sendMessage}</button>
    </form>
  )
}
