/**
 * Variant assignment of A/B experiments, decided on the server. A visitor's first view of a
 * running experiment draws a variant by weight from a fresh random id; the experiment cookie
 * (EXPERIMENT_COOKIE) then keeps the drawn key, so a returning visitor gets the same variant on
 * every instance for the experiment's life, even if its weights change. A cookie entry naming an
 * unknown experiment or variant, or malformed, is ignored and means a new draw, never an error.
 * Pure but for `randomUUID` in `resolveVariant`. Contract: docs/content.md "Experiments".
 */
import { createHash, randomUUID } from 'node:crypto'

import { isExperimentToken } from '@/contracts/experiments'

/** A variant as assignment sees it: its key and its traffic weight (any positive unit). */
export type WeightedVariant = { key: string; weight: number }

/** At most this many entries are read from or written to the cookie (older ones drop first). */
export const MAX_COOKIE_ENTRIES = 20

/**
 * A uniform number in [0, 1) from the experiment and a visitor id: the first 52 bits of
 * SHA-256(`<experimentId>:<visitorId>`), so the same pair always lands in the same place.
 */
export function bucketOf(experimentId: string, visitorId: string): number {
  const digest = createHash('sha256').update(`${experimentId}:${visitorId}`).digest()
  // 52 bits are exact in a double: 4 bytes, then 20 more bits.
  const high = digest.readUInt32BE(0)
  const low = digest.readUInt32BE(4) >>> 12
  return (high * 2 ** 20 + low) / 2 ** 52
}

/** The variant whose share of the summed weights contains `u` (0 <= u < 1). Throws on no positive weight. */
export function pickByWeight(variants: readonly WeightedVariant[], u: number): string {
  const total = variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0)
  if (!(total > 0)) throw new RangeError('no variant has a positive weight')
  let edge = 0
  for (const variant of variants) {
    edge += Math.max(0, variant.weight) / total
    if (u < edge && variant.weight > 0) return variant.key
  }
  // Float rounding can leave the last edge just below 1: the last weighted variant takes it.
  return variants.findLast((v) => v.weight > 0)!.key
}

/** The variant of `experimentId` for `visitorId`, by weight. */
export function assignVariant(
  experimentId: string,
  variants: readonly WeightedVariant[],
  visitorId: string,
): string {
  return pickByWeight(variants, bucketOf(experimentId, visitorId))
}

/** The cookie's pairs, experiment id -> variant key; malformed entries are dropped. */
export function parseAssignments(cookie: string | undefined): Map<string, string> {
  const pairs = new Map<string, string>()
  for (const entry of (cookie ?? '').split('~').slice(-MAX_COOKIE_ENTRIES)) {
    const [id, key, ...rest] = entry.split('.')
    if (id && key && !rest.length && isExperimentToken(id) && isExperimentToken(key)) pairs.set(id, key)
  }
  return pairs
}

/** The cookie value for `pairs`, keeping the last MAX_COOKIE_ENTRIES. */
export function formatAssignments(pairs: ReadonlyMap<string, string>): string {
  return [...pairs]
    .filter(([id, key]) => isExperimentToken(id) && isExperimentToken(key))
    .slice(-MAX_COOKIE_ENTRIES)
    .map(([id, key]) => `${id}.${key}`)
    .join('~')
}

/**
 * The variant a visitor sees: the one the cookie holds if the experiment still has it, else a
 * new draw (`fresh: true`, so the caller sets the cookie). `visitorId` defaults to a random UUID.
 */
export function resolveVariant(
  experimentId: string,
  variants: readonly WeightedVariant[],
  assignments: ReadonlyMap<string, string>,
  visitorId: string = randomUUID(),
): { key: string; fresh: boolean } {
  const held = assignments.get(experimentId)
  if (held && variants.some((v) => v.key === held && v.weight > 0)) return { key: held, fresh: false }
  return { key: assignVariant(experimentId, variants, visitorId), fresh: true }
}
