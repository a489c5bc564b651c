/**
 * The table `npm run test:cluster` prints: one row per check (`check | result | figures`), then
 * the plain line `N passed, M failed`.
 */
import type { CheckResult } from './checks/context'

/** The table and the count line, as text. */
export function formatReport(results: CheckResult[]): string {
  const width = Math.max('check'.length, ...results.map((r) => r.check.length))
  const rows = [
    `${'check'.padEnd(width)} | result | figures`,
    `${'-'.repeat(width)} | ------ | -------`,
    ...results.map(
      (r) => `${r.check.padEnd(width)} | ${(r.pass ? 'PASS' : 'FAIL').padEnd(6)} | ${r.figures}`,
    ),
  ]
  const passed = results.filter((r) => r.pass).length
  return `${rows.join('\n')}\n\n${passed} passed, ${results.length - passed} failed`
}
