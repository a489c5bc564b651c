import 'server-only'

/**
 * The results of a landing page's experiments (docs/content.md "Reading the results"): the
 * experiment documents of the page (the `experiments` collection, read by `experimentsOfPage`
 * only), their exposures (analytics_experiments, ./store.ts) and their leads (contact messages
 * that count as leads, src/contracts/leads.ts, with the `experiment` group set), over a range
 * of days in the site's time zone or the whole life of each experiment, computed by
 * src/lib/experiments/results.ts. Current experiments first: running, paused, draft, then
 * ended, newest first within each.
 */
import type { CollectionSlug, Payload, Where } from 'payload'

import { EXPERIMENT_STATUSES, type ExperimentStatus } from '@/contracts/experiments'
import { LEAD_CONDITIONS } from '@/contracts/leads'
import { getSiteTimeZone } from '@/dashboard/queries'
import { isoDate } from '@/lib/day-range'
import {
  DEFAULT_MINIMUM_SAMPLE,
  figuresOf,
  type ExperimentFigures,
  type ExperimentSettings,
} from '@/lib/experiments/results'
import { relationId } from '@/lib/relation-id'
import { addDays, startOfLocalDay, type LocalDate } from '@/lib/time-zone'

import { readExposures } from './store'

/** The collection the other half of the experiments keeps (its documents are read here only). */
const EXPERIMENTS: CollectionSlug = 'experiments'

/** A range of days (both included, site time zone), or none for every day. */
export type DayRange = { from: LocalDate; to: LocalDate } | null

/** The order experiments are listed in: current ones first. */
const STATUS_ORDER: readonly ExperimentStatus[] = ['running', 'paused', 'draft', 'ended']

const positive = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback

/** The settings of an experiment document (tolerant: unknown shapes give defaults, never throw). */
export function settingsOf(doc: Record<string, unknown>): ExperimentSettings {
  const minimum = (doc.minimumSample ?? {}) as Record<string, unknown>
  const variants = Array.isArray(doc.variants) ? (doc.variants as Array<Record<string, unknown>>) : []
  const status = EXPERIMENT_STATUSES.find((s) => s === doc.status) ?? 'draft'
  return {
    id: String(doc.id),
    name: typeof doc.name === 'string' ? doc.name : '',
    status,
    variants: variants
      .filter((v) => typeof v.key === 'string')
      .map((v) => ({
        key: v.key as string,
        label: typeof v.label === 'string' && v.label ? v.label : (v.key as string),
        weight: typeof v.weight === 'number' && v.weight > 0 ? v.weight : 0,
      })),
    minimum: {
      visitors: positive(minimum.visitors ?? doc.minVisitors, DEFAULT_MINIMUM_SAMPLE.visitors),
      conversions: positive(minimum.conversions ?? doc.minConversions, DEFAULT_MINIMUM_SAMPLE.conversions),
    },
    promotedVariant:
      typeof doc.promotedVariant === 'string' && doc.promotedVariant ? doc.promotedVariant : null,
  }
}

/** Whether the page `pageId` exists (any status). */
export async function pageExists(payload: Payload, pageId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'pages',
    where: { id: { equals: pageId } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The experiment documents of page `pageId`, current first; none while the collection does not exist. */
export async function experimentsOfPage(payload: Payload, pageId: number): Promise<ExperimentSettings[]> {
  if (!payload.collections[EXPERIMENTS]) return []
  const { docs } = await payload.find({
    collection: EXPERIMENTS,
    where: { page: { equals: pageId } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const settings = (docs as unknown as Array<Record<string, unknown>>).map(settingsOf)
  return settings.sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status))
}

/** The landing pages that have experiments (id and title), by title; none while the collection does not exist. */
export async function pagesWithExperiments(payload: Payload): Promise<Array<{ id: number; title: string }>> {
  if (!payload.collections[EXPERIMENTS]) return []
  const { docs } = await payload.find({
    collection: EXPERIMENTS,
    pagination: false,
    depth: 0,
    select: { page: true } as never,
    overrideAccess: true,
  })
  const ids = [
    ...new Set(
      (docs as unknown as Array<{ page?: unknown }>)
        .map((d) => relationId(d.page as number | { id: number } | null))
        .filter((id): id is number => typeof id === 'number'),
    ),
  ]
  if (ids.length === 0) return []
  const pages = await payload.find({
    collection: 'pages',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { title: true },
    sort: 'title',
    overrideAccess: true,
  })
  return pages.docs.map((p) => ({ id: p.id, title: p.title }))
}

/** The figures of `experiment` over `range` (see the module comment). */
export async function experimentFigures(
  payload: Payload,
  experiment: ExperimentSettings,
  range: DayRange,
): Promise<ExperimentFigures> {
  const from = range ? isoDate(range.from) : '0000-01-01'
  const to = range ? isoDate(range.to) : '9999-12-31'
  const exposures = await readExposures(payload, experiment.id, from, to)
  const where: Where[] = [...LEAD_CONDITIONS, { 'experiment.experimentId': { equals: experiment.id } }]
  if (range) {
    const timeZone = await getSiteTimeZone(payload)
    where.push(
      { receivedAt: { greater_than_equal: startOfLocalDay(range.from, timeZone).toISOString() } },
      { receivedAt: { less_than: startOfLocalDay(addDays(range.to, 1), timeZone).toISOString() } },
    )
  }
  const { docs } = await payload.find({
    collection: 'contact-messages',
    where: { and: where },
    pagination: false,
    depth: 0,
    select: { experiment: true },
    overrideAccess: true,
  })
  const leads = docs.map((d) => ({ variant: d.experiment?.variant ?? '' }))
  return figuresOf(experiment, exposures, leads)
}

/** The figures of every experiment of `pageId` over `range`, current first. */
export async function pageExperimentFigures(
  payload: Payload,
  pageId: number,
  range: DayRange,
  experimentsOf: (payload: Payload, pageId: number) => Promise<ExperimentSettings[]> = experimentsOfPage,
): Promise<ExperimentFigures[]> {
  const experiments = await experimentsOf(payload, pageId)
  return Promise.all(experiments.map((e) => experimentFigures(payload, e, range)))
}
