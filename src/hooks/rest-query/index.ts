/**
 * The one place where a Payload REST request's query is decided: a `beforeOperation` hook on
 * every collection and global of the running Payload (read from its sanitized config at
 * `onInit`, so collections added by plugins and by Payload itself are included). It runs after
 * Payload has parsed the URL query, the urlencoded body of a method-override post and the
 * numbers and lists in them, and before any database call; a query the database could not run
 * (src/hooks/rest-query/check.ts) is answered 400 `{"errors": [{"message"}]}` (the REST route
 * adds the top-level `message`). Requests of the local API (the site's own reads, seeds, jobs)
 * are not checked: their arguments are the code's own.
 */
import {
  APIError,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type GlobalBeforeOperationHook,
  type Payload,
} from 'payload'

import { errorJson } from '@/contracts/http'

import { restQueryProblem, type QueryArgs, type RelatedFields } from './check'

function relatedFields(payload: Payload): RelatedFields {
  return (slug) => payload.collections[slug as keyof typeof payload.collections]?.config.flattenedFields
}

function refuse(problem: string): never {
  throw new APIError(`Invalid query: ${problem}.`, 400, undefined, true)
}

const checkCollectionQuery: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req?.payloadAPI !== 'REST') return args
  const problem = restQueryProblem(args as QueryArgs, collection.flattenedFields, relatedFields(req.payload))
  if (problem) refuse(problem)
  return args
}

const checkGlobalQuery: GlobalBeforeOperationHook = ({ args, global, req }) => {
  if (req?.payloadAPI !== 'REST') return args
  const problem = restQueryProblem(args as QueryArgs, global.flattenedFields, relatedFields(req.payload))
  if (problem) refuse(problem)
  return args
}

/** Puts the query check first among the `beforeOperation` hooks of every collection and global. */
export function guardRestQueries(payload: Payload): void {
  for (const { config } of Object.values(payload.collections)) {
    config.hooks.beforeOperation = [checkCollectionQuery, ...(config.hooks.beforeOperation ?? [])]
  }
  for (const config of payload.globals.config) {
    config.hooks = config.hooks ?? {}
    config.hooks.beforeOperation = [checkGlobalQuery, ...(config.hooks.beforeOperation ?? [])]
  }
}

/** The 400 message for a `where` or `data` query parameter (or a body) that is not JSON. */
export const MALFORMED_JSON_MESSAGE = 'Malformed JSON in the request.'

/**
 * Payload parses a `where` or `data` query parameter given as a string with `JSON.parse`
 * before any hook runs; what does not parse throws a SyntaxError, which Payload answers 500.
 * This root `afterError` hook answers it 400 instead (the input is the client's).
 */
export const malformedJsonIs400: AfterErrorHook = ({ error }) =>
  error instanceof SyntaxError ? { status: 400, response: errorJson(MALFORMED_JSON_MESSAGE) } : undefined
