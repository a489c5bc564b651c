'use client'

/**
 * The anti-spam fields every lead form sends (src/server/contact/submit.ts `leadVerdict`): the
 * honeypot, hidden from people and filled by form-filling bots, and the time the form was shown,
 * set after hydration (the server cannot know when the visitor saw the form). A form that
 * remounts after each answer sets a new time each time.
 */
import { useEffect, useRef } from 'react'

import { HONEYPOT_FIELD, STARTED_FIELD } from '@/contracts/contact'

import styles from './contact-form.module.css'

export function SpamGuardFields({ idPrefix }: { idPrefix: string }) {
  const startedAt = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (startedAt.current) startedAt.current.value = String(Date.now())
  }, [])
  return (
    <>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-website`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <input ref={startedAt} type="hidden" name={STARTED_FIELD} defaultValue="" />
    </>
  )
}
