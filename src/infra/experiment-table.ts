/**
 * The running experiments the site's server answers from (src/edge/: the experiment step picks
 * a variant before the page cache). Filled by code bundled by Next (the experiments loader, at
 * start-up and after every change in the admin); the server is bundled separately by esbuild,
 * so the table is a shared value of the process (src/infra/shared-state.ts `experimentTable`).
 * Several instances (REDIS_URL): a changed table is sent to every instance
 * (src/infra/instance-sync.ts), and `reloadExperiments()` rereads it after missed messages.
 */
import type { ExperimentEntry } from '@/contracts/experiments'

import { normalizePath } from './redirect-table'
import { readShared, writeShared } from './shared-state'

/** Replaces the table the server answers from (every running experiment, keyed by its page's normalised path). */
export function publishExperiments(entries: readonly ExperimentEntry[]): void {
  writeShared('experimentTable', new Map(entries.map((e) => [normalizePath(e.path), e])))
}

/** Registers how this process rereads the table from the database (the experiments loader). */
export function onExperimentsReload(reload: () => Promise<void>): void {
  writeShared('experimentReload', reload)
}

/** Rereads the table from the database, if this process has loaded it before. Never rejects. */
export async function reloadExperiments(): Promise<void> {
  await readShared('experimentReload')?.()
}

/** The running experiment of the page at `pathname` (undecoded URL path), if any. */
export function findExperiment(pathname: string): ExperimentEntry | undefined {
  const table = readShared('experimentTable')
  if (!table || table.size === 0) return undefined
  return table.get(normalizePath(pathname))
}

/** The running experiment whose id is `id`, if any (for a lead's attribution). */
export function experimentById(id: string): ExperimentEntry | undefined {
  for (const entry of readShared('experimentTable')?.values() ?? []) if (entry.id === id) return entry
  return undefined
}
