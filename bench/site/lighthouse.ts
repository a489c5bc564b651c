/**
 * Lighthouse 12 (runs on Node 20) in Debian's Chromium: every route, mobile (default
 * config: emulated mid-range phone, simulated 4G and 4x CPU slowdown, applied afterwards to a
 * trace taken at full speed), the same mobile settings with applied throttling (`devtools`:
 * the network and the CPU are really slowed while the page loads) and desktop presets, `runs` times each;
 * figures are medians of the runs that measured (a run Lighthouse reports as failed, e.g.
 * NO_LCP on a busy machine, is logged and made again, up to `runs` more times).
 * Scores are 0-100; LCP and TBT in ms; CLS unitless.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium'

export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS]

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function figuresOf(lhr: Lhr): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
  }
}

/**
 * What the LCP was in this run, for the log: the element's label and Lighthouse's LCP phases
 * (TTFB, load delay, load time, render delay; ms), e.g. `h1 "Digital agency" TTFB 120 ...`.
 */
function lcpElementOf(lhr: Lhr): string {
  type Table = { items?: Record<string, unknown>[] }
  const lists =
    (lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined)?.items ?? []
  const node = lists[0]?.items?.[0]?.node as { nodeLabel?: string; snippet?: string } | undefined
  const label = (node?.snippet ?? '?').replace(/\s+/g, ' ').slice(0, 70)
  const phases = (lists[1]?.items ?? []).map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))}`)
  return `${label}${phases.length ? ` (${phases.join(', ')})` : ''}`
}

/** Why a run has no figures (Lighthouse's runtime error, or a metric it could not compute); null when it measured. */
function failureOf(lhr: Lhr, figures: LighthouseFigures): string | null {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
  const missing = (Object.keys(figures) as (keyof LighthouseFigures)[]).filter(
    (k) => !Number.isFinite(figures[k]),
  )
  return missing.length ? `no ${missing.join(', ')}` : null
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[]
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as LighthouseFigures
}

export type Preset = 'mobile' | 'mobileDevtools' | 'desktop'
export type RouteAudit = {
  mobile: LighthouseFigures
  mobileDevtools?: LighthouseFigures
  desktop?: LighthouseFigures
}

/** The default (mobile) config with applied throttling: same phone, network and CPU settings. */
const MOBILE_DEVTOOLS_CONFIG = {
  extends: 'lighthouse:default',
  settings: { throttlingMethod: 'devtools' },
} as const

const CONFIGS = { mobile: undefined, mobileDevtools: MOBILE_DEVTOOLS_CONFIG, desktop: desktopConfig }

/**
 * Audits every URL with each of `presets`; `log` receives one line per run. Throws when a
 * URL and preset has not one run with figures.
 */
export async function auditRoutes(
  urls: string[],
  runs: number,
  log: (line: string) => void,
  presets: Preset[] = ['mobile', 'mobileDevtools', 'desktop'],
): Promise<Record<string, RouteAudit>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const results: Record<string, RouteAudit> = {}
    for (const url of urls) {
      const byPreset: Record<Preset, LighthouseFigures[]> = { mobile: [], mobileDevtools: [], desktop: [] }
      for (const preset of presets) {
        // A failed run counted in the median as NaN made the median meaningless: it is made again instead.
        for (let attempt = 1; byPreset[preset].length < runs && attempt <= 2 * runs; attempt++) {
          const result = await lighthouse(
            url,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            CONFIGS[preset],
          )
          if (!result) throw new Error(`lighthouse gave no result for ${url}`)
          const figures = figuresOf(result.lhr)
          const failure = failureOf(result.lhr, figures)
          if (failure) {
            log(`  ${preset.padEnd(14)} ${url} attempt ${attempt}: no figures (${failure}), not counted`)
            continue
          }
          byPreset[preset].push(figures)
          log(
            `  ${preset.padEnd(14)} ${url} run ${byPreset[preset].length}: perf ${figures.performance}, LCP ${figures.lcpMs} ms, CLS ${figures.cls}; LCP element ${lcpElementOf(result.lhr)}`,
          )
        }
        if (!byPreset[preset].length)
          throw new Error(`lighthouse measured nothing for ${url} (${preset}) in ${2 * runs} attempts`)
      }
      const medianOf = (preset: Preset) =>
        byPreset[preset].length ? medianFigures(byPreset[preset]) : undefined
      results[url] = {
        mobile: medianFigures(byPreset.mobile),
        mobileDevtools: medianOf('mobileDevtools'),
        desktop: medianOf('desktop'),
      }
    }
    return results
  } finally {
    chrome.kill()
  }
}
