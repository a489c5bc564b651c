/**
 * A document id in a REST path that is not a whole number (`/api/services/abc`, `…/1.5`,
 * `/api/redirects/{id}/duplicate`)
 * reaches Payload's operations as NaN, a fraction or a number past the integer id column on our
 * integer-id databases, and the SQL driver (PostgreSQL: "invalid input syntax", "out of range
 * for type integer") throws: a 500 for a visitor's typo (errors, no 5xx for malformed input). This collection
 * `beforeOperation` hook answers 404 instead, before any query. Installed on every collection
 * by src/hooks/rest-query.
 */
import { NotFound, type CollectionBeforeOperationHook } from 'payload'

import { named } from './named-error'
import { isId } from './rest-query/check'

export const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  // `duplicateFromID`: the id of POST /api/{collection}/{id}/duplicate (a create operation).
  const { id, duplicateFromID } = args as { id?: unknown; duplicateFromID?: unknown }
  for (const value of [id, duplicateFromID])
    if (value !== undefined && value !== null && !isId(value)) throw named(new NotFound(req?.t), 'NotFound')
  return args
}
