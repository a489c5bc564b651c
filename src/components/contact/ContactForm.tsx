/**
 * 'Leave Message' form: name, e-mail, subject, phone number, message,
 * all required; 'Send Message'. A progressive-enhancement island: the server action works
 * as a plain form post without JavaScript and without a reload with it. A landing page's lead
 * form is this form with its own ids, its page id and a subject filled in.
 */
import type { ComponentProps } from 'react'

import { sendContactMessage } from './actions'
import { ContactFormClient } from './ContactForm.client'

type Props = Omit<ComponentProps<typeof ContactFormClient>, 'action'>

export function ContactForm(props: Props) {
  return <ContactFormClient action={sendContactMessage} {...props} />
}
