/**
 * The performance targets (docs/performance.md), checked against the benchmark's figures: every route's mobile
 * Lighthouse with simulated throttling (performance >= 98, accessibility/best practices/SEO
 * 100, CLS 0, LCP <= 2 s) and with applied throttling (performance >= 90, CLS 0), the menu
 * button working from the first paint (0 ms), and `/` under load (>= 1,000 requests/s,
 * p99 <= 250 ms, no errors). With --large the load target also applies to /services.
 */
import type { LighthouseFigures } from './lighthouse'
import type { LoadFigures } from './load'
import type { MenuFigures } from './menu-ready'

export type TargetCheck = { name: string; ok: boolean; value: string }

type Results = {
  large: boolean
  routes: Record<string, unknown>
  menu?: MenuFigures
  load: Record<string, { ours: LoadFigures }>
}

export function evaluateTargets(results: Results): TargetCheck[] {
  const checks: TargetCheck[] = []
  for (const [route, r] of Object.entries(results.routes)) {
    const { mobile: m, mobileDevtools: t } = r as {
      mobile: LighthouseFigures
      mobileDevtools?: LighthouseFigures
    }
    checks.push({
      name: `${route} mobile Lighthouse`,
      ok:
        m.performance >= 98 &&
        m.accessibility === 100 &&
        m.bestPractices === 100 &&
        m.seo === 100 &&
        m.cls === 0 &&
        m.lcpMs <= 2000,
      value: `perf ${m.performance}, a11y ${m.accessibility}, BP ${m.bestPractices}, SEO ${m.seo}, CLS ${m.cls}, LCP ${m.lcpMs} ms`,
    })
    if (t)
      checks.push({
        name: `${route} mobile Lighthouse, applied throttling`,
        ok: t.performance >= 90 && t.cls === 0,
        value: `perf ${t.performance}, CLS ${t.cls}, LCP ${t.lcpMs} ms`,
      })
  }
  if (results.menu)
    checks.push({
      name: 'menu button works from the first paint (4x CPU slowdown)',
      ok: results.menu.readyAfterPaintMs === 0,
      value: `first paint + ${results.menu.readyAfterPaintMs ?? 'never'} ms`,
    })
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
