import type { NumberField } from 'payload'

/** Position in public lists, lowest first. Shared by every ordered collection. */
export const sortOrderField: NumberField = {
  name: 'sortOrder',
  label: 'Sort order',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
}
