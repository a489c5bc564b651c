import 'server-only'

/**
 * Writes that must survive a database restart: a write that fails because the connection
 * was lost or refused is tried again with back-off until `DB_RETRY_WINDOW_MS` has passed,
 * so a visitor's message sent while PostgreSQL restarts is stored, not refused
 * (docs/deployment.md, "Fault mode"; `tests/unit/db-retry.test.ts`).
 *
 * Only errors that mean "the statement never reached a live server" are retried: a refused
 * or reset connection, a connection the server terminated (SQLSTATE class 08, 57P01–57P03)
 * and a busy SQLite file. Any other error (a constraint, a validation) is thrown at once.
 * A create is confirmed by reading its row back (`createStored`), because Payload resolves a
 * create whose COMMIT failed. Retrying then cannot store a row twice: a create is tried again
 * only when it threw before its transaction ended (nothing stored) or its row is missing.
 *
 * Library: p-retry (exponential back-off, a time budget, a predicate for what is retried).
 */
import pRetry from 'p-retry'
import type { CollectionSlug, Payload } from 'payload'

/** How long a write keeps trying while the database is unreachable, in milliseconds. */
export const DB_RETRY_WINDOW_MS = 10_000

/** Code of WriteNotStoredError. */
const NOT_STORED = 'WRITE_NOT_STORED'

/**
 * A create that answered with a document the database does not hold: Payload's Drizzle
 * adapter ends a transaction whose COMMIT failed (the connection died) without an error
 * (`commitTransaction` catches it), so the row was rolled back while the create resolved.
 */
export class WriteNotStoredError extends Error {
  readonly code = NOT_STORED
  constructor(collection: string, id: unknown) {
    super(`${collection} ${String(id)} was answered as created but is not in the database`)
    this.name = 'WriteNotStoredError'
  }
}

const TRANSIENT_CODES = new Set([
  NOT_STORED,
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  'SQLITE_BUSY',
])

/**
 * Messages of the same errors where a wrapper dropped the code: Payload's transaction start
 * rethrows `Error: cannot begin transaction: connect ECONNREFUSED …` without a cause.
 */
const TRANSIENT_MESSAGES =
  /connection terminated|connection error|terminating connection|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|database is locked|cannot begin transaction|\bE(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|AI_AGAIN)\b/i

/**
 * Whether `error` (or any error in its `cause` chain, as Drizzle and Payload wrap the
 * driver's) means the database could not be reached. `code` is node-postgres's SQLSTATE,
 * Node's socket error code or libsql's code.
 */
export function isTransientDbError(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current)
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (TRANSIENT_CODES.has(code) || code.startsWith('08'))) return true
    if (TRANSIENT_MESSAGES.test(current.message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * `write()`, tried again while it fails with a transient database error, for at most
 * `windowMs` from the first attempt (back-off from 100 ms doubling to 2 s). Resolves with the
 * write's value; rejects with the write's last error (transient after the window, or the
 * first other error).
 */
export async function withDbRetry<T>(write: () => Promise<T>, windowMs = DB_RETRY_WINDOW_MS): Promise<T> {
  return pRetry(write, {
    retries: Number.POSITIVE_INFINITY,
    minTimeout: 100,
    maxTimeout: 2_000,
    randomize: true,
    maxRetryTime: windowMs,
    shouldRetry: ({ error }) => isTransientDbError(error),
  })
}

/**
 * `payload.create(options)` that is known to be stored: the created document is read back on
 * another connection (no transaction), and a create whose row is missing (WriteNotStoredError)
 * or that failed transiently is tried again, all within `windowMs` (withDbRetry). Resolves with
 * the created document; rejects like withDbRetry.
 */
export async function createStored<T extends { id: number | string }>(
  payload: Payload,
  collection: CollectionSlug,
  create: () => Promise<T>,
  windowMs = DB_RETRY_WINDOW_MS,
): Promise<T> {
  return withDbRetry(async () => {
    const doc = await create()
    const stored = await payload.count({
      collection,
      where: { id: { equals: doc.id } },
      overrideAccess: true,
    })
    if (stored.totalDocs !== 1) throw new WriteNotStoredError(collection, doc.id)
    return doc
  }, windowMs)
}
