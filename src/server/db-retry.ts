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
 * Retrying cannot store a row twice: PostgreSQL rolls back a transaction whose connection
 * dies before COMMIT is answered, and Payload's create runs in one transaction.
 *
 * Library: p-retry (exponential back-off, a time budget, a predicate for what is retried).
 */
import pRetry from 'p-retry'

/** How long a write keeps trying while the database is unreachable, in milliseconds. */
export const DB_RETRY_WINDOW_MS = 10_000

const TRANSIENT_CODES = new Set([
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
