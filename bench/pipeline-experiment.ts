/**
 * The cost of an A/B experiment on the hit path (`npm run bench -- --pipeline`, bench/pipeline.ts;
 * docs/performance.md "An experiment page"): `/web-design-offer` on the variant as shipped,
 * loaded by a visitor who holds the experiment cookie, in rounds with the page's experiment
 * running and without it, toggled between loads over the IPC channel of the variants' process
 * (bench/pipeline-server.ts answers `{ experiment: boolean }` by publishing a table with or
 * without BENCH_EXPERIMENT). The holder's entry names the control, so both loads are answered
 * from the same page-cache entry: the difference is the experiment step's work (table lookup,
 * cookie parse, the variant kept) and the exposure it adds to each counted view.
 */
import type { ChildProcess } from 'node:child_process'

import { EXPERIMENT_COOKIE } from '../src/contracts/http'
import type { ExperimentEntry } from '../src/contracts/experiments'
import { BROWSER_UA } from './pipeline-counting'
import { load, type LoadFigures } from './site/load'

/** The experiment the rounds switch on: a 50/50 split of the demo landing page. */
export const BENCH_EXPERIMENT: ExperimentEntry = {
  id: 'bench',
  path: '/web-design-offer',
  pageId: '0',
  variants: [
    { key: 'control', weight: 1 },
    { key: 'short-hero', weight: 1 },
  ],
}
/** The bar: an experiment page's hit keeps at least this share of a plain page's requests/s (%). */
const KEPT_BAR_PERCENT = 90
/** Seconds of each load. */
const LOAD_S = 5

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Switches BENCH_EXPERIMENT on or off in the variants' process; resolves once it is published. */
function setExperiment(variants: ChildProcess, on: boolean): Promise<void> {
  return new Promise((resolve) => {
    variants.once('message', () => resolve())
    variants.send({ experiment: on })
  })
}

/**
 * Proves the switch works before any load: with the experiment on, a visitor without the cookie
 * gets a draw (Set-Cookie of EXPERIMENT_COOKIE) and a holder of the control the page-cache copy;
 * with it off, neither gets the cookie. Throws otherwise.
 */
async function liveCheck(url: string, variants: ChildProcess) {
  const ask = async (cookie?: string) => {
    const answer = await fetch(url, {
      headers: { 'user-agent': BROWSER_UA, ...(cookie ? { cookie } : {}) },
    })
    await answer.arrayBuffer()
    return {
      drew: (answer.headers.get('set-cookie') ?? '').includes(`${EXPERIMENT_COOKIE}=`),
      cache: answer.headers.get('x-page-cache'),
    }
  }
  await setExperiment(variants, true)
  const drawn = await ask()
  await ask(`${EXPERIMENT_COOKIE}=${BENCH_EXPERIMENT.id}.control`)
  const held = await ask(`${EXPERIMENT_COOKIE}=${BENCH_EXPERIMENT.id}.control`)
  await setExperiment(variants, false)
  const plain = await ask()
  if (!drawn.drew || held.drew || held.cache !== 'HIT' || plain.drew)
    throw new Error(`the bench's experiment switch did not take: ${JSON.stringify({ drawn, held, plain })}`)
}

/**
 * `rounds` rounds, each loading `base` + the page LOAD_S with the experiment running and LOAD_S
 * without it (in turn first). Kept is the median of the rounds' with / without requests/s.
 * Throws when a load had errors or non-2xx answers (a load that measured refusals).
 */
export async function experimentAb(
  base: string,
  variants: ChildProcess,
  rounds: number,
  log: (line: string) => void,
) {
  const url = `${base}${BENCH_EXPERIMENT.path}`
  const headers = { 'user-agent': BROWSER_UA, cookie: `${EXPERIMENT_COOKIE}=${BENCH_EXPERIMENT.id}.control` }
  await liveCheck(url, variants)
  const loads = { running: [] as LoadFigures[], none: [] as LoadFigures[] }
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 ? (['none', 'running'] as const) : (['running', 'none'] as const)) {
      await setExperiment(variants, side === 'running')
      const figures = await load(url, 50, LOAD_S, headers)
      if (figures.errors + figures.non2xx > 0)
        throw new Error(
          `the ${side} load of ${url} had ${figures.errors} errors and ${figures.non2xx} non-2xx`,
        )
      loads[side].push(figures)
      log(`experiment round ${round + 1}: ${side} ${figures.requestsPerSec} req/s`)
    }
  }
  await setExperiment(variants, false)
  const keptPercent = Number(
    (median(loads.running.map((l, i) => l.requestsPerSec / loads.none[i]!.requestsPerSec)) * 100).toFixed(1),
  )
  return {
    path: BENCH_EXPERIMENT.path,
    running: { requestsPerSec: median(loads.running.map((l) => l.requestsPerSec)) },
    none: { requestsPerSec: median(loads.none.map((l) => l.requestsPerSec)) },
    rounds: loads.running.map((l, i) => ({ running: l.requestsPerSec, none: loads.none[i]!.requestsPerSec })),
    keptPercent,
    barPercent: KEPT_BAR_PERCENT,
    met: keptPercent >= KEPT_BAR_PERCENT,
  }
}
