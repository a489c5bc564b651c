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
  NotFound,
  parseParams,
  type FlattenedField,
  type SanitizedGlobalConfig,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type GlobalBeforeOperationHook,
  type Payload,
} from 'payload'

import { named } from '../named-error'

import { errorJson } from '@/contracts/http'

import { rejectMalformedId } from '../reject-malformed-id'

import { isDate, restQueryProblem, type QueryArgs, type RelatedFields } from './check'

function relatedFields(payload: Payload): RelatedFields {
  return (slug) => payload.collections[slug as keyof typeof payload.collections]?.config.flattenedFields
}

function refuse(problem: string): never {
  throw named(new APIError(`Invalid query: ${problem}.`, 400, undefined, true), 'BadRequest')
}

/** Operations that write `args.data` (Payload's create and update, by id or by `where`). */
const WRITES = new Set(['create', 'update'])

const badRequest = (message: string) => named(new APIError(message, 400, undefined, true), 'BadRequest')

/**
 * A written document must be an object of fields (Payload reads its fields without checking),
 * and its top-level date fields must hold dates: Payload does not validate its own timestamps
 * (`createdAt`, `updatedAt`), and the database adapter's `toISOString()` throws on a date past
 * what Date can hold (a 500). Date fields inside groups, arrays and blocks are the site's own,
 * which Payload's date validation checks.
 */
function refuseUnlessDocument(data: unknown, fields: FlattenedField[]): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw badRequest('The request body must be a JSON object of fields.')
  const record = data as Record<string, unknown>
  for (const field of fields)
    if (field.type === 'date' && field.name in record && !isDate(record[field.name]))
      throw badRequest(`The field ${field.name} takes a date.`)
}

/**
 * The fields a query of versions names: the document's under `version`, and the version's own.
 * Source: Payload's buildVersionCollectionFields / buildVersionGlobalFields.
 */
function versionFields(fields: FlattenedField[]): FlattenedField[] {
  const own = (name: string, type: 'checkbox' | 'date' | 'number') => ({ name, type }) as FlattenedField
  return [
    { name: 'version', type: 'group', fields: [], flattenedFields: fields } as unknown as FlattenedField,
    own('parent', 'number'),
    own('latest', 'checkbox'),
    own('autosave', 'checkbox'),
    own('createdAt', 'date'),
    own('updatedAt', 'date'),
  ]
}

const checkCollectionQuery: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req?.payloadAPI !== 'REST') return args
  if (WRITES.has(operation))
    refuseUnlessDocument((args as { data?: unknown }).data, collection.flattenedFields)
  if (req.context[VERSIONS_CHECKED]) return args
  const problem = restQueryProblem(args as QueryArgs, collection.flattenedFields, relatedFields(req.payload))
  if (problem) refuse(problem)
  return args
}

const checkGlobalQuery: GlobalBeforeOperationHook = ({ args, global, operation, req }) => {
  if (req?.payloadAPI !== 'REST') return args
  if (WRITES.has(operation)) refuseUnlessDocument((args as { data?: unknown }).data, global.flattenedFields)
  const problem = restQueryProblem(args as QueryArgs, global.flattenedFields, relatedFields(req.payload))
  if (problem) refuse(problem)
  return args
}

/** Set on `req.context` by the versions endpoints, whose query the wrapper below checked. */
const VERSIONS_CHECKED = 'restQueryVersionsChecked'

/**
 * Payload offers the versions endpoints on every collection and global, and runs their
 * `beforeOperation` hooks as a plain `read` (globals: none at all). Their handlers are wrapped
 * instead: 404 without versions (the database has no table for them), else the query checked
 * against the version fields. `parseParams` is Payload's own parsing of the query, which its
 * handler repeats (it keeps what is parsed).
 */
function guardVersionEndpoints(config: {
  endpoints: SanitizedGlobalConfig['endpoints']
  versions?: unknown
  flattenedFields: FlattenedField[]
}): void {
  if (!config.endpoints) return
  config.endpoints = config.endpoints.map((endpoint) =>
    !endpoint.path.includes('versions')
      ? endpoint
      : {
          ...endpoint,
          handler: (req) => {
            if (!config.versions) throw named(new NotFound(req.t), 'NotFound')
            // Version ids are whole numbers (integer columns), as document ids are.
            const id = req.routeParams?.id
            if (id !== undefined && !/^\d{1,15}$/.test(String(id)))
              throw named(new NotFound(req.t), 'NotFound')
            const problem = restQueryProblem(
              parseParams(req.query) as QueryArgs,
              versionFields(config.flattenedFields),
              relatedFields(req.payload),
            )
            if (problem) refuse(problem)
            req.context[VERSIONS_CHECKED] = true
            return endpoint.handler(req)
          },
        },
  )
}

/**
 * Puts the query check first among the `beforeOperation` hooks of every collection and global,
 * and the malformed-id check (src/hooks/reject-malformed-id.ts, every API) before it.
 */
export function guardRestQueries(payload: Payload): void {
  for (const { config } of Object.values(payload.collections)) {
    guardVersionEndpoints(config)
    config.hooks.beforeOperation = [
      rejectMalformedId,
      checkCollectionQuery,
      ...(config.hooks.beforeOperation ?? []),
    ]
  }
  for (const config of payload.globals.config) {
    guardVersionEndpoints(config)
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
