import { richTextPageGlobal } from '../richtext-page'

/** /terms-condition body (API get_terms_condition). */
export const TermsCondition = richTextPageGlobal('terms-condition', 'Terms & condition', 'Terms & Condition')
