/**
 * Field-level writes (Payload field `access`): which fields of a collection an editor may set.
 * Collection access (./policies.ts) says whether an editor may create or update a document at
 * all; this says which of its fields such a write may change. A field an editor may not write
 * keeps its stored value (Payload drops it from the editor's data, no error); admins and the
 * server (`overrideAccess`) write every field. The role table of docs/security.md is the
 * contract, proven by tests/int/field-access.test.ts.
 */
import type { CollectionBeforeValidateHook, Field, FieldAccess } from 'payload'

import { adminsField, isAdminUser, type MaybeUser } from './roles'

/**
 * Sets `create` and `update` access to `adminsField` on every named field of `fields` whose
 * name is not in `editorWritable`, looking through unnamed containers (rows, collapsibles,
 * unnamed tabs) whose children are stored at this level. A named field is locked whole (a group
 * with all its children); a field's own `create` or `update` access is kept instead (a field
 * set by the server only). Names in `editorWritable` that match no field change nothing.
 * Returns new field objects; `fields` is left as it is.
 */
export function lockFieldsForEditors(fields: Field[], editorWritable: readonly string[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'ui') return field
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) =>
          'name' in tab && tab.name
            ? editorWritable.includes(tab.name)
              ? tab
              : { ...tab, fields: lockFieldsForEditors(tab.fields, []) }
            : { ...tab, fields: lockFieldsForEditors(tab.fields, editorWritable) },
        ),
      }
    if (!('name' in field) || !field.name)
      return 'fields' in field
        ? { ...field, fields: lockFieldsForEditors(field.fields, editorWritable) }
        : field
    if (editorWritable.includes(field.name)) return field
    const access: { create: FieldAccess; update: FieldAccess } = { create: adminsField, update: adminsField }
    // A field's own create or update access (a field set by the server only) is kept: it is stricter.
    return { ...field, access: { ...access, ...field.access } } as Field
  })
}

/**
 * Drops `createdAt` from a write by anyone but an admin: Payload adds the timestamp field after
 * the collection's own fields, out of reach of lockFieldsForEditors (`updatedAt` Payload sets
 * itself on every write). For collections whose creation time is a fact, such as a lead's.
 */
export const keepCreatedAt: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data || isAdminUser(req.user as MaybeUser) || !('createdAt' in data)) return data
  const { createdAt: _dropped, ...rest } = data
  return rest
}
