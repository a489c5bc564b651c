import { richTextPageGlobal } from '../richtext-page'

/** 'Contact Detils' block of /contact (API get_contact_us). */
export const ContactInfo = richTextPageGlobal('contact-info', 'Contact details', 'Contact Detils')
