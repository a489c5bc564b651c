/**
 * The rules of an experiment's variants and page (src/collections/Experiments/config.ts), pure
 * so the hooks and the tests share them:
 * - the control row (key CONTROL_VARIANT) comes first, once; every other row gets a key, a token
 *   ([a-z0-9-], at most 40) made from its label, unique in the experiment;
 * - MIN_VARIANTS..MAX_VARIANTS rows, each with a positive integer weight;
 * - at most one running or paused experiment per landing page (checked against the database by
 *   the collection's hook).
 */
import {
  CONTROL_VARIANT,
  isExperimentToken,
  MAX_VARIANTS,
  MIN_VARIANTS,
  type ExperimentStatus,
} from '@/contracts/experiments'

/** A variant row as the hooks see it (other fields pass through). */
export type VariantRow = {
  key?: string | null
  label?: string | null
  weight?: number | null
  [k: string]: unknown
}

/** Statuses that hold the page: a second running or paused experiment of the same page is refused. */
export const ACTIVE_STATUSES: readonly ExperimentStatus[] = ['running', 'paused']

/** A token from `label`: lower case, [a-z0-9-], at most 40; `variant` when nothing is left. */
export function tokenOf(label: string): string {
  const token = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '')
  return token && token !== CONTROL_VARIANT ? token : 'variant'
}

/**
 * `rows` with the control first (added when missing, a second one dropped) and a unique key on
 * every other row: a row's own valid key is kept, else one is made from its label. A new array.
 */
export function keyVariants<R extends VariantRow>(rows: readonly R[]): R[] {
  const control =
    rows.find((r) => r.key === CONTROL_VARIANT) ??
    ({ key: CONTROL_VARIANT, label: 'Control', weight: 1 } as R)
  const others = rows.filter((r) => r.key !== CONTROL_VARIANT)
  const taken = new Set<string>([CONTROL_VARIANT])
  const keyed = others.map((row) => {
    const own = isExperimentToken(row.key) ? row.key : ''
    const base = own || tokenOf(String(row.label ?? ''))
    let key = base
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`
    taken.add(key)
    return { ...row, key }
  })
  return [{ ...control, key: CONTROL_VARIANT, label: control.label || 'Control' }, ...keyed]
}

/** The problem with `rows` (count and weights), or true. */
export function checkVariants(rows: readonly VariantRow[] | null | undefined): true | string {
  const list = rows ?? []
  if (list.length < MIN_VARIANTS || list.length > MAX_VARIANTS)
    return `An experiment has ${MIN_VARIANTS} to ${MAX_VARIANTS} variants, the control included.`
  for (const row of list)
    if (!Number.isInteger(row.weight) || (row.weight ?? 0) < 1)
      return `The weight of "${row.label || row.key || 'a variant'}" must be a whole number of 1 or more.`
  return true
}
