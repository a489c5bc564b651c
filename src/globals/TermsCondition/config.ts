import { richTextPageGlobal } from '../richtext-page'

/** /terms-condition body (spec §2, API get_terms_condition). */
export const TermsCondition = richTextPageGlobal('terms-condition', 'Terms & condition', 'Terms & Condition')
