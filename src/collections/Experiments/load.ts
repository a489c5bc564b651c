/**
 * Reads every running experiment whose landing page is published and hands the table to the
 * site's HTTP server (src/infra/experiment-table.ts), like src/redirects/load.ts does for
 * redirects. Called at start-up (src/server/payload.ts, and POST /api/internal/revalidate) and
 * by the hooks of the experiments and pages collections after each change, so a change applies
 * at the next request. With `share` (and REDIS_URL) the table is also sent to every instance
 * (src/infra/instance-sync.ts `shareExperiments`).
 */
import type { Payload, PayloadRequest } from 'payload'

import { CONTROL_VARIANT, isExperimentToken, type ExperimentEntry } from '@/contracts/experiments'
import { onExperimentsReload, publishExperiments } from '@/infra/experiment-table'
import { shareExperiments } from '@/infra/instance-sync'
import { landingPagePath } from '@/lib/pages'
import { relationId } from '@/lib/relation-id'

type LoadOptions = {
  /** The request of a hook: reads inside its transaction, so the change being saved is seen. */
  req?: PayloadRequest
  /** Also send the table to the other instances (after a change; not for a plain start-up load). */
  share?: boolean
}

type VariantRow = { key?: string | null; weight?: number | null }

/** The entry of a running experiment, or null when its variants cannot be served (fewer than two keyed, weighted rows). */
export function entryOf(
  experiment: { id: number | string; variants?: VariantRow[] | null },
  page: { id: number | string; slug: string },
): ExperimentEntry | null {
  const variants = (experiment.variants ?? []).flatMap((v) =>
    isExperimentToken(v.key) && Number.isInteger(v.weight) && (v.weight ?? 0) > 0
      ? [{ key: v.key, weight: v.weight! }]
      : [],
  )
  const control = variants.filter((v) => v.key === CONTROL_VARIANT)
  if (control.length !== 1 || variants.length < 2) return null
  return {
    id: String(experiment.id),
    path: landingPagePath(page.slug),
    pageId: String(page.id),
    variants: [...control, ...variants.filter((v) => v.key !== CONTROL_VARIANT)],
  }
}

/**
 * Loads the running experiments of published pages (access overridden: the server serves them
 * to everyone), publishes them to this process's server and, with `share`, to every instance.
 * Rejects when the database read fails (the table in use is kept).
 */
export async function loadExperimentTable(
  payload: Payload,
  { req, share = false }: LoadOptions = {},
): Promise<ExperimentEntry[]> {
  const { docs } = await payload.find({
    collection: 'experiments',
    where: { status: { equals: 'running' } },
    pagination: false,
    depth: 0,
    ...(req ? { req } : {}),
  })
  const pageIds = docs.map((d) => relationId(d.page))
  const pages = pageIds.length
    ? (
        await payload.find({
          collection: 'pages',
          where: { id: { in: pageIds }, _status: { equals: 'published' } },
          pagination: false,
          depth: 0,
          select: { slug: true },
          ...(req ? { req } : {}),
        })
      ).docs
    : []
  const byId = new Map(pages.map((p) => [p.id, p]))
  const table = docs.flatMap((d) => {
    const page = byId.get(relationId(d.page)!)
    const entry = page?.slug ? entryOf(d, { id: page.id, slug: page.slug }) : null
    return entry ? [entry] : []
  })
  publishExperiments(table)
  if (share) shareExperiments(table)
  // After messages missed while Redis was unreachable, the subscriber rereads the table.
  onExperimentsReload(() =>
    loadExperimentTable(payload).then(
      () => {},
      (error: Error) => payload.logger.warn(`Reloading experiments failed: ${error.message}`),
    ),
  )
  return table
}
