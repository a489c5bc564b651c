/**
 * A document id in a REST path that is not a number (`/api/services/abc`) reaches Payload's
 * operations as NaN on our numeric-id databases, and the SQL driver throws: a 500 for a
 * visitor's typo (errors, no 5xx for malformed input). This collection
 * `beforeOperation` hook answers 404 instead, before any query. Installed on every collection
 * by src/hooks/rest-query.
 */
import { NotFound, type CollectionBeforeOperationHook } from 'payload'

export const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (typeof id === 'number' && !Number.isFinite(id)) throw new NotFound(req?.t)
  return args
}
