'use client'

/**
 * The anti-spam fields every lead form sends (src/server/contact/submit.ts `leadVerdict`): the
 * honeypot (./Honeypot.tsx) and the time the form was shown,
 * set after hydration (the server cannot know when the visitor saw the form). A form that
 * remounts after each answer sets a new time each time.
 */
import { useEffect, useRef } from 'react'

import { STARTED_FIELD } from '@/contracts/contact'

import { Honeypot } from './Honeypot'

export function SpamGuardFields({ idPrefix }: { idPrefix: string }) {
  const startedAt = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (startedAt.current) startedAt.current.value = String(Date.now())
  }, [])
  return (
    <>
      <Honeypot idPrefix={idPrefix} />
      <input ref={startedAt} type="hidden" name={STARTED_FIELD} defaultValue="" />
    </>
  )
}
