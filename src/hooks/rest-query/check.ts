/**
 * Whether the query of a Payload REST request can be run: the arguments of a collection or
 * global operation after Payload's own parsing (URL query, or the urlencoded body of a
 * `X-Payload-HTTP-Method-Override: GET` post; src/hooks/rest-query/index.ts calls this from
 * `beforeOperation`). Returns the problem as one sentence for a 400, or null.
 *
 * Checked (docs/api.md "Payload REST queries"):
 * - `where`: a tree of `and`/`or` lists (at most MAX_WHERE_DEPTH deep) and `{field: {operator:
 *   value}}` conditions; each field path must name a field (through groups, arrays and
 *   relationships), each operator one of Payload's, used on a field it applies to, with a value
 *   of the field's type: a date for date fields, a number for numbers and ids (also of
 *   relationships and uploads), an option of a select, `true`/`false` for checkboxes and
 *   `exists`; one value, not a list or object, except for `in`/`not_in`; no NUL characters;
 * - `limit` 0..MAX_LIMIT, `page` 1..MAX_PAGE, `depth` 0..MAX_DEPTH, all whole numbers;
 * - `sort`: at most MAX_SORT field paths, each optionally prefixed with `-`;
 * - `select` and `populate`: objects of `true`/`false` and nested objects.
 * Source of the operators and their semantics: Payload's `validOperators` and its drizzle
 * adapter's `sanitizeQueryValue`.
 */
import type { FlattenedField } from 'payload'
import { validOperators } from 'payload/shared'

/** Largest `limit` (Payload's admin asks for at most 100 per page). */
export const MAX_LIMIT = 1000
/** Largest `page` (keeps the offset a safe integer for any limit). */
export const MAX_PAGE = 1_000_000
/** Largest `depth` (Payload's default `maxDepth`). */
export const MAX_DEPTH = 10
/** Most `and`/`or` levels in a `where` tree, and of `select`/`populate` objects. */
export const MAX_WHERE_DEPTH = 6
/** Most fields a `sort` names. */
export const MAX_SORT = 10
/** Most values of an `in`/`not_in` list (Payload's query parser's array limit). */
export const MAX_LIST = 1000

const OPERATORS: ReadonlySet<string> = new Set(validOperators)
const GEO = new Set(['near', 'within', 'intersects'])
const LIST = new Set(['in', 'not_in', 'all'])
const TEXT_MATCH = new Set(['like', 'not_like', 'contains'])
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code', 'richText', 'json'])
/** Field types holding other fields; only `exists` can be asked of them as a whole. */
const CONTAINERS = new Set(['group', 'array', 'blocks', 'tab', 'join'])

/** A field as queries see it: its config, or the document id. */
export type QueryField = FlattenedField | { type: 'id'; name: 'id' }

/** Finds the fields of a related collection (`relationTo`), or undefined when unknown. */
export type RelatedFields = (slug: string) => FlattenedField[] | undefined

export type QueryArgs = {
  where?: unknown
  limit?: unknown
  page?: unknown
  depth?: unknown
  sort?: unknown
  select?: unknown
  populate?: unknown
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v)
const isNumeric = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)))
/** Largest document id: ids are PostgreSQL `integer` columns (SQLite's are wider). */
export const MAX_ID = 2_147_483_647
/** A document id: a whole number that fits the id columns. */
export const isId = (v: unknown): boolean => {
  const n = typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v
  return typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= MAX_ID
}
/** A value a date field takes (in a query or a write): a date Date can hold, or empty. */
export const isDate = (v: unknown) =>
  v === null ||
  v === '' ||
  v === 'null' ||
  (typeof v === 'number' && Number.isFinite(new Date(v).getTime())) ||
  (typeof v === 'string' && Number.isFinite(new Date(v).getTime()))

/** The field a dotted path (`image.alt`, `seo.title`, `id`) names among `fields`, or undefined. */
export function resolvePath(
  path: string,
  fields: FlattenedField[],
  related: RelatedFields,
): QueryField | undefined {
  let current: FlattenedField[] | undefined = fields
  let found: QueryField | undefined
  for (const segment of path.split('.')) {
    if (!current) return undefined
    if (segment === 'id' && !current.some((f) => f.name === 'id')) found = { type: 'id', name: 'id' }
    else found = current.find((f) => f.name === segment)
    if (!found) return undefined
    current = subFields(found, related)
  }
  return found
}

function subFields(field: QueryField, related: RelatedFields): FlattenedField[] | undefined {
  if ('flattenedFields' in field) return field.flattenedFields
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string')
    return related(field.relationTo)
  return undefined
}

/** Kind of value a field compares with: see the module docstring. */
function valueProblem(field: QueryField, value: unknown): string | null {
  if (!isScalar(value)) return 'takes one value, not a list or object'
  if (typeof value === 'string' && value.includes('\0')) return 'takes no NUL characters'
  switch (field.type) {
    case 'date':
      return isDate(value) ? null : 'takes a date'
    case 'number':
      return value === null || value === 'null' || isNumeric(value) ? null : 'takes a number'
    case 'id':
    case 'relationship':
    case 'upload':
      return value === null || value === 'null' || isId(value) ? null : 'takes a document id'
    case 'checkbox':
      return [true, false, null, 'true', 'false', 'null'].includes(value as never)
        ? null
        : 'takes true or false'
    case 'select':
    case 'radio': {
      if (value === null || value === 'null') return null
      const options = field.options.map((o) => (typeof o === 'string' ? o : o.value))
      return options.includes(String(value)) ? null : `takes one of ${options.join(', ')}`
    }
    default:
      return null
  }
}

function conditionProblem(field: QueryField, operator: string, value: unknown): string | null {
  if (!OPERATORS.has(operator)) return `operator ${operator} is unknown`
  if (operator === 'exists')
    return [true, false, 'true', 'false'].includes(value as never) ? null : 'exists takes true or false'
  if (CONTAINERS.has(field.type)) return `${operator} cannot compare a ${field.type} field`
  if (GEO.has(operator) && field.type !== 'point') return `operator ${operator} needs a point field`
  if (operator === 'all' && !('hasMany' in field && field.hasMany))
    return 'operator all needs a field with many values'
  if (TEXT_MATCH.has(operator) && !TEXT_TYPES.has(field.type))
    return `${operator} needs a text field, not a ${field.type} field`
  if (LIST.has(operator)) {
    const values = typeof value === 'string' ? value.split(',') : value
    if (!Array.isArray(values) && !isScalar(values)) return `${operator} takes a list of values`
    const list = Array.isArray(values) ? values : [values]
    if (list.length > MAX_LIST) return `${operator} takes at most ${MAX_LIST} values`
    for (const item of list) {
      const problem = valueProblem(field, typeof item === 'string' ? item.trim() : item)
      if (problem) return `${operator} ${problem}`
    }
    return null
  }
  const problem = valueProblem(field, value)
  return problem && `${operator} ${problem}`
}

/** Why the `where` tree cannot be run, or null. */
export function whereProblem(
  where: unknown,
  fields: FlattenedField[],
  related: RelatedFields,
  level = 0,
): string | null {
  if (where === undefined || where === null) return null
  if (!isObject(where)) return 'where must be an object of conditions'
  if (level > MAX_WHERE_DEPTH) return `where nests and/or deeper than ${MAX_WHERE_DEPTH} levels`
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(condition)
        ? condition
        : isObject(condition)
          ? Object.values(condition)
          : null
      if (!list) return `${key} takes a list of conditions`
      for (const item of list) {
        const problem = whereProblem(item, fields, related, level + 1)
        if (problem) return problem
      }
      continue
    }
    const field = resolvePath(key, fields, related)
    if (!field) return `${key} is not a field that can be queried`
    if (!isObject(condition) || Object.keys(condition).length === 0)
      return `${key} takes an object of operators`
    for (const [operator, value] of Object.entries(condition)) {
      const problem = conditionProblem(field, operator, value)
      if (problem) return `${key}: ${problem}`
    }
  }
  return null
}

function wholeNumberProblem(name: string, value: unknown, min: number, max: number): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    return `${name} must be a whole number from ${min} to ${max}`
  return null
}

/** An object of `true`/`false` and nested objects at most `levels` deep (select, populate). */
function selectProblem(name: string, value: unknown, levels = MAX_WHERE_DEPTH): string | null {
  if (value === undefined || value === null) return null
  if (!isObject(value) || levels < 0) return `${name} must be an object of fields set to true or false`
  for (const inner of Object.values(value)) {
    if (typeof inner === 'boolean') continue
    const problem = selectProblem(name, inner, levels - 1)
    if (problem) return problem
  }
  return null
}

function sortProblem(sort: unknown, fields: FlattenedField[], related: RelatedFields): string | null {
  if (sort === undefined || sort === null) return null
  const list = typeof sort === 'string' ? sort.split(',') : sort
  if (!Array.isArray(list) || list.some((s) => typeof s !== 'string'))
    return 'sort must name fields, comma separated'
  if (list.length > MAX_SORT) return `sort names at most ${MAX_SORT} fields`
  for (const entry of list as string[]) {
    const path = entry.trim().replace(/^-/, '')
    if (!path) continue
    const field = resolvePath(path, fields, related)
    if (!field || CONTAINERS.has(field.type)) return `sort: ${path} is not a field that can be sorted`
  }
  return null
}

/** Why the operation's query cannot be run (a sentence for a 400), or null. */
export function restQueryProblem(
  args: QueryArgs,
  fields: FlattenedField[],
  related: RelatedFields,
): string | null {
  return (
    wholeNumberProblem('limit', args.limit, 0, MAX_LIMIT) ??
    wholeNumberProblem('page', args.page, 1, MAX_PAGE) ??
    wholeNumberProblem('depth', args.depth, 0, MAX_DEPTH) ??
    sortProblem(args.sort, fields, related) ??
    selectProblem('select', args.select) ??
    selectProblem('populate', args.populate) ??
    whereProblem(args.where, fields, related)
  )
}
