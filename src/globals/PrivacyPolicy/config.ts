import { richTextPageGlobal } from '../richtext-page'

/** /privacy-policy body (API get_privacy_policy). */
export const PrivacyPolicy = richTextPageGlobal('privacy-policy', 'Privacy policy', 'Privacy Policy')
