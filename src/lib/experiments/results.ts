/**
 * The results of one experiment from what was measured (docs/content.md "Reading the results"):
 * its settings, its exposure rows (unique visitors per day and variant, analytics_experiments)
 * and its leads (contact messages that count as leads, with the variant the sender saw), fed to
 * the statistics of ./stats.ts. Pure.
 *
 * - A variant's `visitors` is the sum of its daily unique visitors over the range (a visitor
 *   who came back on another day counts once per day, as in the traffic counts).
 * - A variant's `leads` are its leads over the range; the statistics take at most `visitors`
 *   of them as conversions (a lead without a counted exposure, e.g. from a visitor whose
 *   exposure was dropped at a bound, cannot make a rate above 1).
 * - Rows and leads naming a variant the experiment does not have are ignored.
 * - `needs`: how many more visitors and leads the variant furthest from the minimum sample
 *   needs before a winner can be named (both 0 once every variant has it).
 */
import { CONTROL_VARIANT, type ExperimentStatus } from '@/contracts/experiments'

import { experimentResults, type MinimumSample, type SampleRatioCheck } from './stats'

/** The default minimum sample per variant (the experiments collection's defaults). */
export const DEFAULT_MINIMUM_SAMPLE: MinimumSample = { visitors: 100, conversions: 10 }

/** What the results read of an experiment document. */
export type ExperimentSettings = {
  id: string
  name: string
  status: ExperimentStatus
  variants: ReadonlyArray<{ key: string; label: string; weight: number }>
  minimum: MinimumSample
  promotedVariant: string | null
}

/** Exposure rows of the experiment (day YYYY-MM-DD, variant key, unique visitors that day). */
export type ExposureCount = { day: string; variant: string; visitors: number }
/** One lead of the experiment: the variant its sender saw. */
export type LeadVariant = { variant: string }

/** One variant's figures (rates and probabilities 0..1; uplift relative, e.g. 0.2 = +20%). */
export type VariantFigures = {
  key: string
  label: string
  weight: number
  visitors: number
  leads: number
  conversionRate: number
  /** Against the control: median and 95% credible interval of rate/controlRate - 1; null on the control. */
  uplift: { median: number; low: number; high: number } | null
  probabilityToBeatControl: number | null
  enoughData: boolean
}

/** The results of one experiment. */
export type ExperimentFigures = {
  id: string
  name: string
  status: ExperimentStatus
  promotedVariant: string | null
  minimumSample: { visitors: number; leads: number }
  variants: VariantFigures[]
  /** A variant's key once every variant has the minimum sample and one is decided; else null. */
  winner: string | null
  /** Sample ratio mismatch: the split of visitors against the weights; `mismatch` when p < 0.001. */
  srm: SampleRatioCheck
  /** More visitors and leads needed before a winner can be named (0 and 0 once there are enough). */
  needs: { visitors: number; leads: number }
}

/** `settings.variants` with the control first (its order otherwise kept). */
function controlFirst(settings: ExperimentSettings) {
  const control = settings.variants.filter((v) => v.key === CONTROL_VARIANT)
  return [...control, ...settings.variants.filter((v) => v.key !== CONTROL_VARIANT)]
}

/** The figures of the experiment of `settings` from its `exposures` and `leads` (see the module comment). */
export function figuresOf(
  settings: ExperimentSettings,
  exposures: readonly ExposureCount[],
  leads: readonly LeadVariant[],
): ExperimentFigures {
  const variants = controlFirst(settings).filter((v) => v.weight > 0)
  const visitors = new Map(variants.map((v) => [v.key, 0]))
  const leadCounts = new Map(variants.map((v) => [v.key, 0]))
  for (const row of exposures)
    if (visitors.has(row.variant)) visitors.set(row.variant, visitors.get(row.variant)! + row.visitors)
  for (const lead of leads)
    if (leadCounts.has(lead.variant)) leadCounts.set(lead.variant, leadCounts.get(lead.variant)! + 1)
  const counts = variants.map((v) => ({
    key: v.key,
    weight: v.weight,
    visitors: visitors.get(v.key)!,
    conversions: Math.min(leadCounts.get(v.key)!, visitors.get(v.key)!),
  }))
  const minimum = settings.minimum
  const stats =
    counts.length > 0
      ? experimentResults(counts, minimum)
      : { variants: [], srm: { chiSquare: 0, pValue: 1, mismatch: false }, winner: null }
  return {
    id: settings.id,
    name: settings.name,
    status: settings.status,
    promotedVariant: settings.promotedVariant,
    minimumSample: { visitors: minimum.visitors, leads: minimum.conversions },
    variants: variants.map((v, i) => {
      const s = stats.variants[i]!
      return {
        key: v.key,
        label: v.label,
        weight: v.weight,
        visitors: s.visitors,
        leads: leadCounts.get(v.key)!,
        conversionRate: s.rate,
        uplift: s.uplift,
        probabilityToBeatControl: s.probabilityToBeatControl,
        enoughData: s.enoughData,
      }
    }),
    winner: stats.winner,
    srm: stats.srm,
    needs: {
      visitors: Math.max(0, ...counts.map((c) => minimum.visitors - c.visitors)),
      leads: Math.max(0, ...counts.map((c) => minimum.conversions - c.conversions)),
    },
  }
}
