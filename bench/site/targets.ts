/**
 * The performance targets (docs/performance.md), checked against the benchmark's figures: every route's mobile
 * Lighthouse (performance >= 95, accessibility/best practices/SEO 100, CLS 0, LCP <= 2 s)
 * and `/` under load (>= 1,000 requests/s, p99 <= 250 ms, no errors). With --large the
 * load target also applies to /services.
 */
import type { LighthouseFigures } from './lighthouse'
import type { LoadFigures } from './load'

export type TargetCheck = { name: string; ok: boolean; value: string }

type Results = {
  large: boolean
  routes: Record<string, unknown>
  load: Record<string, { ours: LoadFigures }>
}

export function evaluateTargets(results: Results): TargetCheck[] {
  const checks: TargetCheck[] = []
  for (const [route, r] of Object.entries(results.routes)) {
    const m = (r as { mobile: LighthouseFigures }).mobile
    checks.push({
      name: `${route} mobile Lighthouse`,
      ok:
        m.performance >= 95 &&
        m.accessibility === 100 &&
        m.bestPractices === 100 &&
        m.seo === 100 &&
        m.cls === 0 &&
        m.lcpMs <= 2000,
      value: `perf ${m.performance}, a11y ${m.accessibility}, BP ${m.bestPractices}, SEO ${m.seo}, CLS ${m.cls}, LCP ${m.lcpMs} ms`,
    })
  }
  for (const route of results.large ? ['/', '/services'] : ['/']) {
    const l = results.load[route]?.ours
    checks.push({
      name: `${route} at 50 clients`,
      ok: Boolean(l && l.requestsPerSec >= 1000 && l.p99Ms <= 250 && l.errors === 0 && l.non2xx === 0),
      value: l
        ? `${l.requestsPerSec} req/s, p99 ${l.p99Ms} ms, errors ${l.errors + l.non2xx}`
        : 'not measured',
    })
  }
  return checks
}
