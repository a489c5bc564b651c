/**
 * State of a built form between its server action (./actions.ts) and its island
 * (./BuiltForm.client.tsx), and the serialisable description of its fields the server hands
 * the island.
 */

export type BuiltFormState = {
  status: 'idle' | 'success' | 'error'
  /** The one text of a refusal that concerns no field (rate limit, unknown form). */
  message?: string
  /** Server texts per failing field, by field name (422). */
  errors?: Record<string, string>
  /** What the visitor sent, by field name, shown again after a failure (never a file); empty after a success. */
  values: Record<string, string>
  /** Increases with every answer, so the form remounts with the new default values. */
  seq: number
}

export const INITIAL_BUILT_FORM_STATE: BuiltFormState = { status: 'idle', values: {}, seq: 0 }

/** One field as the island draws it. */
export type FieldView = {
  type: 'text' | 'email' | 'textarea' | 'select' | 'checkbox' | 'number' | 'upload'
  name: string
  label: string
  required: boolean
  defaultValue?: string
  options?: Array<{ label: string; value: string }>
  /** Upload fields: the largest file (bytes) and the `accept` attribute. */
  maxSize?: number
  accept?: string
}
