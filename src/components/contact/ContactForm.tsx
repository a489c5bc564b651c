/**
 * 'Leave Message' form: name, e-mail, subject, phone number, message,
 * all required; 'Send Message'. A progressive-enhancement island: the server action works
 * as a plain form post without JavaScript and without a reload with it.
 */
import { sendContactMessage } from './actions'
import { ContactFormClient } from './ContactForm.client'

export function ContactForm() {
  return <ContactFormClient action={sendContactMessage} />
}
