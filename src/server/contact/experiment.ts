/**
 * The experiment a lead converts for (docs/content.md "Reading the results"): the variant the
 * sender's experiment cookie (EXPERIMENT_COOKIE, src/lib/experiments/assign.ts) holds for the
 * running experiment (src/infra/experiment-table.ts) of the landing page the form was sent
 * from (FORM_PAGE_FIELD, checked by ./form-page.ts). Only an experiment of that page and a
 * variant it has count; anything else (no page, no cookie, a tampered or stale entry, another
 * page's experiment) gives no experiment, never an error.
 */
import { EXPERIMENT_COOKIE } from '@/contracts/http'
import type { ExperimentEntry } from '@/contracts/experiments'
import { experimentById } from '@/infra/experiment-table'
import { cookieValue } from '@/lib/attribution'
import { parseAssignments } from '@/lib/experiments/assign'

/** What a lead records of an experiment (the `experiment` group of contact-messages). */
export type LeadExperiment = { experimentId: string; variant: string }

/**
 * The experiment and variant of a lead sent from page `pageId` (a published page's id, or null)
 * with Cookie header `cookie`; `lookup` finds a running experiment by id (the shared table).
 */
export function leadExperimentOf(
  cookie: string | null | undefined,
  pageId: number | null,
  lookup: (id: string) => ExperimentEntry | undefined = experimentById,
): LeadExperiment | null {
  if (pageId === null) return null
  const value = cookieValue(cookie, EXPERIMENT_COOKIE)
  if (value === null) return null
  for (const [id, variant] of parseAssignments(value)) {
    const entry = lookup(id)
    if (entry && entry.pageId === String(pageId) && entry.variants.some((v) => v.key === variant))
      return { experimentId: id, variant }
  }
  return null
}
