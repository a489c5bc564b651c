/**
 * The role table of docs/security.md ("Roles"), read from the file: the contract the access
 * tests check the site against (tests/int/field-access.test.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export type TableRole = 'visitor' | 'editor' | 'admin'
export type TableOp = 'create' | 'read' | 'update' | 'delete'
/** What a role may do with one operation: nothing, all documents, published ones, its own account. */
export type Grant = 'none' | 'all' | 'published' | 'self'
/** The fields an editor may set: every field, every field but some, only some. */
export type EditorFields =
  { kind: 'all' } | { kind: 'allBut'; names: string[] } | { kind: 'only'; names: string[] }

/**
 * `editorFields`: what an editor may set; `serverFields`: the fields no one's write sets, not
 * even an admin's (the cell's "(set by the server, for admins too)" after its `every field but`,
 * or after a list of the editor's fields followed by `, not` and the server's fields).
 */
export type RoleRow = {
  grants: Record<TableRole, Record<TableOp, Grant>>
  editorFields: EditorFields
  serverFields: string[]
}

/** The suffix of an *Editor changes* cell whose excepted fields admins cannot set either. */
const SERVER_SET = ' (set by the server, for admins too)'

const OPS: TableOp[] = ['create', 'read', 'update', 'delete']

/** `read (published), update` → a grant per operation. */
function parseGrants(cell: string): Record<TableOp, Grant> {
  const grants = Object.fromEntries(OPS.map((op) => [op, 'none'])) as Record<TableOp, Grant>
  if (cell === '—') return grants
  for (const part of cell.split(',').map((p) => p.trim())) {
    const match = /^(create|read|update|delete)(?: \((published|self)\))?$/.exec(part)
    if (!match) throw new Error(`docs/security.md role table: unknown grant "${part}"`)
    grants[match[1] as TableOp] = (match[2] as Grant | undefined) ?? 'all'
  }
  return grants
}

const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)

function parseEditorFields(cell: string): EditorFields {
  if (cell === 'every field') return { kind: 'all' }
  if (cell === 'none') return { kind: 'only', names: [] }
  if (cell.startsWith('every field but ')) return { kind: 'allBut', names: names(cell) }
  if (/^`[^`]+`(, `[^`]+`)*$/.test(cell)) return { kind: 'only', names: names(cell) }
  throw new Error(`docs/security.md role table: unknown field list "${cell}"`)
}

/** Every row of the role table by collection or global slug. */
export function readRoleTable(
  file = path.resolve(import.meta.dirname, '../../docs/security.md'),
): Map<string, RoleRow> {
  const text = readFileSync(file, 'utf8')
  const section = text.split(/^## /m).find((s) => s.startsWith('Roles\n'))
  if (!section) throw new Error('docs/security.md has no "## Roles" section')
  const rows = new Map<string, RoleRow>()
  for (const line of section.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim())
    if (cells.length !== 5 || !cells[0]!.startsWith('`')) continue
    const [slugs, visitor, editor, admin, fields] = cells as [string, string, string, string, string]
    const serverSet = fields.endsWith(SERVER_SET)
    const cell = serverSet ? fields.slice(0, -SERVER_SET.length) : fields
    // `a`, `b`, not `c` (set by the server, …): the editor sets a and b; no one's write sets c.
    const listed = serverSet ? /^(.+), not (`[^`]+`(?:, `[^`]+`)*)$/.exec(cell) : null
    const editorFields = parseEditorFields(listed ? listed[1]! : cell)
    const serverFields = listed
      ? names(listed[2]!)
      : serverSet && editorFields.kind === 'allBut'
        ? editorFields.names
        : []
    const row: RoleRow = {
      grants: { visitor: parseGrants(visitor), editor: parseGrants(editor), admin: parseGrants(admin) },
      editorFields,
      serverFields,
    }
    for (const slug of names(slugs.replace(/\(globals?\)/, ''))) rows.set(slug, row)
  }
  return rows
}

/** Whether `role` may set field `name` (top-level name) in a write the row grants. */
export function mayWriteField(row: RoleRow, role: TableRole, name: string): boolean {
  if (role === 'admin') return !row.serverFields.includes(name)
  if (role === 'visitor') return false
  const fields = row.editorFields
  if (fields.kind === 'all') return true
  if (fields.kind === 'allBut') return !fields.names.includes(name)
  return fields.names.includes(name)
}
