/**
 * The id a relationship field's value names, as Payload's local and REST APIs return it: the
 * related document when populated (depth 1 and more), its id when not (depth 0), or nothing.
 */
export function relationId<I extends string | number>(
  value: I | { id: I } | null | undefined,
): I | undefined {
  if (value === null || value === undefined) return undefined
  return typeof value === 'object' ? value.id : value
}
