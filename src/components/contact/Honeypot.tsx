/**
 * The honeypot of every lead form (src/server/contact/submit.ts `leadVerdict`): a text field
 * hidden from people and filled by form-filling bots. Plain markup, so a form drawn without a
 * client island (a post's form, src/components/forms/PlainForm.tsx) carries it too.
 */
import { HONEYPOT_FIELD } from '@/contracts/contact'

import styles from './contact-form.module.css'

export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
      <input id={`${idPrefix}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
