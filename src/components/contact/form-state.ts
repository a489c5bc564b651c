/**
 * State of the 'Leave Message' form between the server action and the form island
 * (success shows the server message and resets the form, failure
 * shows the server texts and keeps what the visitor typed).
 */
import type { ContactField } from '@/contracts/contact'

export type ContactFormState = {
  status: 'idle' | 'success' | 'error'
  /** Success text, or the one text of a refusal that concerns no field (rate limit). */
  message?: string
  /** Server texts per failing field (422). */
  errors?: Partial<Record<ContactField, string>>
  /** What the visitor sent, shown again after a failure; empty after a success. */
  values: Partial<Record<ContactField, string>>
  /** Increases with every answer, so the form remounts with the new default values. */
  seq: number
}

export const INITIAL_CONTACT_FORM_STATE: ContactFormState = { status: 'idle', values: {}, seq: 0 }
