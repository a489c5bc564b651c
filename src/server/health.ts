import 'server-only'

/**
 * Health of the serving process, for load balancers, uptime checks
 * and the fault benchmark: the process answers, the database answers a trivial query, and
 * every committed migration has been applied.
 *
 * Committed migrations are the adapter's `prodMigrations` (src/db.ts hands the committed
 * index to the adapter); applied ones are the rows of `payload_migrations`, read through the
 * adapter, so the check is the same on SQLite and PostgreSQL. Rows of batch -1 are Payload's
 * development "push" marker, not migrations.
 *
 * `sync` is the instance's connection state towards the other instances
 * (src/infra/instance-state.ts): `standalone` without REDIS_URL, `joining` while some Redis
 * connection is not ready (the instance serves, keeps nothing it renders, and joins once Redis
 * is back), `shared` when it sees every other instance's invalidations. It does not change the
 * status: an instance without Redis still serves.
 *
 * Anyone may ask for the status; the details (database, migrations, sync) go only to a caller
 * with `Authorization: Bearer <HEALTH_TOKEN>` or a signed-in admin (`mayReadHealthDetails`).
 */
import type { Payload } from 'payload'

import { isAdminUser, type MaybeUser } from '@/access/roles'
import type { SyncReport } from '@/infra/instance-state'
import { instanceState } from '@/infra/shared-state'
import { tokensMatch } from '@/lib/revalidate-token'

export type HealthReport = {
  status: 'ok' | 'error'
  database: 'ok' | 'error'
  migrations: 'current' | 'pending' | 'unknown'
  /** Committed migrations not applied yet (only when `migrations` is 'pending'). */
  pending?: string[]
  sync: SyncReport
}

/** Longest wait for the database (ms): a hung database is reported, not waited for. */
const DB_TIMEOUT_MS = 5000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Names of the migrations applied to the database (throws when the database does not answer). */
async function appliedMigrations(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    limit: 0,
  })
  return new Set(docs.flatMap((doc) => (doc.batch !== -1 && doc.name ? [doc.name] : [])))
}

export type HealthResult = { httpStatus: 200 | 503; report: HealthReport }

/** The answer when the database cannot be reached (also when Payload cannot start). */
export function databaseDown(): HealthResult {
  return {
    httpStatus: 503,
    report: { status: 'error', database: 'error', migrations: 'unknown', sync: instanceState().report() },
  }
}

/** Checks the database and migrations of `payload`; HTTP status 200 when all is well, else 503. */
export async function checkHealth(payload: Payload): Promise<HealthResult> {
  let applied: Set<string>
  try {
    applied = await withTimeout(appliedMigrations(payload), DB_TIMEOUT_MS)
  } catch (error) {
    payload.logger.error({ err: error }, 'health: database check failed')
    return databaseDown()
  }
  const sync = instanceState().report()
  const committed = (payload.db as { prodMigrations?: Array<{ name: string }> }).prodMigrations
  if (!committed)
    return { httpStatus: 503, report: { status: 'error', database: 'ok', migrations: 'unknown', sync } }
  const pending = committed.map((m) => m.name).filter((name) => !applied.has(name))
  if (pending.length)
    return {
      httpStatus: 503,
      report: { status: 'error', database: 'ok', migrations: 'pending', pending, sync },
    }
  return { httpStatus: 200, report: { status: 'ok', database: 'ok', migrations: 'current', sync } }
}

/** What an anonymous caller gets of `report`: the status alone. */
export const publicHealth = ({ status }: HealthReport): Pick<HealthReport, 'status'> => ({ status })

/**
 * Whether the caller of `headers` may read the health details: `Authorization: Bearer <token>`
 * equal to `token` (HEALTH_TOKEN, compared in constant time), or a signed-in admin (Payload's
 * session cookie or `Authorization: JWT …`, checked only when one is sent). Never throws.
 */
export async function mayReadHealthDetails(
  headers: Headers,
  payload: Payload | undefined,
  token: string | undefined,
): Promise<boolean> {
  const authorization = headers.get('authorization') ?? ''
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1]
  if (token && bearer && tokensMatch(bearer, token)) return true
  if (!payload || !(authorization || headers.get('cookie'))) return false
  try {
    return isAdminUser((await payload.auth({ headers })).user as MaybeUser)
  } catch {
    return false
  }
}
