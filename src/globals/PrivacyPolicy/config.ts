import { richTextPageGlobal } from '../richtext-page'

/** /privacy-policy body (spec §2, API get_privacy_policy). */
export const PrivacyPolicy = richTextPageGlobal('privacy-policy', 'Privacy policy', 'Privacy Policy')
