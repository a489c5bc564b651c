/**
 * Results of an A/B experiment from its counts: per variant the conversion rate, the probability
 * that it beats the control, and its relative uplift over the control with a 95% credible
 * interval; a minimum-sample guardrail before any winner; and the sample-ratio-mismatch check.
 * Pure and deterministic (seeded sampling). Contract: docs/content.md "Experiments".
 *
 * Method (sources):
 * - Each variant's conversion rate has the Beta(1 + conversions, 1 + visitors - conversions)
 *   posterior: a uniform Beta(1, 1) prior updated by binomial counts (Gelman et al., Bayesian
 *   Data Analysis, 3rd ed., section 2.4).
 * - P(variant > control) is Evan Miller's exact sum for two Beta posteriors with integer
 *   parameters ("Formulas for Bayesian A/B Testing", evanmiller.org/bayesian-ab-testing.html).
 * - The uplift interval is the 2.5% and 97.5% quantiles of rate/controlRate - 1 over
 *   UPLIFT_DRAWS paired posterior draws (jStat's Beta sampler on a seeded xoroshiro128+).
 * - Sample ratio mismatch is Pearson's chi-square goodness-of-fit of the visitors per variant
 *   against the weights (Fabijan et al., "Diagnosing Sample Ratio Mismatch in Online Controlled
 *   Experiments", KDD 2019), flagged below SRM_P_VALUE.
 */
import { jStat } from 'jstat'
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

/** The p-value below which the split is reported as broken. */
export const SRM_P_VALUE = 0.001
/** P(beats the control) at or above which a variant is called the winner (and at or below 1 - it, the loser). */
export const WIN_PROBABILITY = 0.95
/** Paired posterior draws behind each uplift interval. */
export const UPLIFT_DRAWS = 20_000
/** The seed of those draws: the same counts always give the same interval. */
const UPLIFT_SEED = 20_260_101

/** Counts of one variant; `weight` is its share of traffic in any positive unit. */
export type VariantCounts = { key: string; weight: number; visitors: number; conversions: number }

/** The minimum sample each variant needs before a winner is named (settings; default 100 and 10). */
export type MinimumSample = { visitors: number; conversions: number }

export type VariantResult = {
  key: string
  visitors: number
  conversions: number
  /** conversions / visitors, 0 when nobody came. */
  rate: number
  /** Against the control; null on the control itself. */
  probabilityToBeatControl: number | null
  /** rate / controlRate - 1 from the posteriors: median and 95% interval; null on the control. */
  uplift: { median: number; low: number; high: number } | null
  /** Whether this variant reached the minimum sample. */
  enoughData: boolean
}

export type SampleRatioCheck = { chiSquare: number; pValue: number; mismatch: boolean }

export type ExperimentResults = {
  variants: VariantResult[]
  srm: SampleRatioCheck
  /** A variant's key once every variant has the minimum sample and one is decided; else null. */
  winner: string | null
}

type Posterior = { alpha: number; beta: number }

/** The Beta posterior of a rate after `conversions` of `visitors` (uniform prior). */
export function posterior(visitors: number, conversions: number): Posterior {
  return { alpha: 1 + conversions, beta: 1 + visitors - conversions }
}

/** P(rate of b > rate of a) for integer Beta posteriors, exactly (Evan Miller's sum). */
export function probabilityBBeatsA(a: Posterior, b: Posterior): number {
  // The sum runs over b.alpha terms; by symmetry, sum over the smaller alpha.
  if (a.alpha < b.alpha) return 1 - probabilityBBeatsA(b, a)
  let total = 0
  const lnA = jStat.betaln(a.alpha, a.beta)
  for (let i = 0; i < b.alpha; i++)
    total += Math.exp(
      jStat.betaln(a.alpha + i, a.beta + b.beta) - Math.log(b.beta + i) - jStat.betaln(1 + i, b.beta) - lnA,
    )
  return Math.min(1, Math.max(0, total))
}

/** The q-quantile (0..1) of sorted numbers, by the nearest rank. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** Median and 95% credible interval of b/a - 1 from paired posterior draws (seeded). */
export function upliftInterval(a: Posterior, b: Posterior): { median: number; low: number; high: number } {
  const rng = xoroshiro128plus(UPLIFT_SEED)
  const draws: number[] = new Array(UPLIFT_DRAWS)
  // jStat's samplers read one global uniform source: set it for these synchronous draws only.
  jStat.setRandom(() => uniformFloat64(rng))
  try {
    for (let i = 0; i < UPLIFT_DRAWS; i++)
      draws[i] = jStat.beta.sample(b.alpha, b.beta) / jStat.beta.sample(a.alpha, a.beta) - 1
  } finally {
    jStat.setRandom(Math.random)
  }
  draws.sort((x, y) => x - y)
  return { median: quantile(draws, 0.5), low: quantile(draws, 0.025), high: quantile(draws, 0.975) }
}

/** Pearson's chi-square of `observed` against shares proportional to `weights`. */
export function sampleRatioCheck(observed: number[], weights: number[]): SampleRatioCheck {
  const total = observed.reduce((sum, n) => sum + n, 0)
  const weightSum = weights.reduce((sum, w) => sum + w, 0)
  if (total === 0 || observed.length < 2) return { chiSquare: 0, pValue: 1, mismatch: false }
  const chiSquare = observed.reduce((sum, n, i) => {
    const expected = (total * weights[i]!) / weightSum
    return sum + (n - expected) ** 2 / expected
  }, 0)
  const pValue = 1 - jStat.chisquare.cdf(chiSquare, observed.length - 1)
  return { chiSquare, pValue, mismatch: pValue < SRM_P_VALUE }
}

/**
 * The results of an experiment; `variants[0]` is the control. Throws a RangeError on counts that
 * cannot be (negative, fractional, more conversions than visitors, no positive weight).
 */
export function experimentResults(variants: VariantCounts[], minimum: MinimumSample): ExperimentResults {
  for (const v of variants)
    if (
      !Number.isInteger(v.visitors) ||
      !Number.isInteger(v.conversions) ||
      v.conversions < 0 ||
      v.conversions > v.visitors ||
      !(v.weight > 0)
    )
      throw new RangeError(`impossible counts for variant ${v.key}`)
  const [control] = variants
  if (!control) throw new RangeError('an experiment has at least one variant')
  const controlPosterior = posterior(control.visitors, control.conversions)
  const results = variants.map((v, index): VariantResult => {
    const own = posterior(v.visitors, v.conversions)
    return {
      key: v.key,
      visitors: v.visitors,
      conversions: v.conversions,
      rate: v.visitors ? v.conversions / v.visitors : 0,
      probabilityToBeatControl: index === 0 ? null : probabilityBBeatsA(controlPosterior, own),
      uplift: index === 0 ? null : upliftInterval(controlPosterior, own),
      enoughData: v.visitors >= minimum.visitors && v.conversions >= minimum.conversions,
    }
  })
  return {
    variants: results,
    srm: sampleRatioCheck(
      variants.map((v) => v.visitors),
      variants.map((v) => v.weight),
    ),
    winner: winnerOf(results),
  }
}

/**
 * The decided variant: none before every variant has the minimum sample; then the challenger
 * most likely to beat the control if that is at least WIN_PROBABILITY, or the control if every
 * challenger's chance is at most 1 - WIN_PROBABILITY; otherwise none yet.
 */
function winnerOf(results: VariantResult[]): string | null {
  if (results.length < 2 || !results.every((r) => r.enoughData)) return null
  const challengers = results.slice(1)
  const best = challengers.reduce((a, b) =>
    b.probabilityToBeatControl! > a.probabilityToBeatControl! ? b : a,
  )
  if (best.probabilityToBeatControl! >= WIN_PROBABILITY) return best.key
  if (challengers.every((r) => r.probabilityToBeatControl! <= 1 - WIN_PROBABILITY)) return results[0]!.key
  return null
}
