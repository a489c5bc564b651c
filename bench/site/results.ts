/** bench/results.json: one entry per kind of run, each run replacing its own entry and keeping the others. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const RESULTS_FILE = path.join('bench', 'results.json')

/** Writes `results` under `key` in RESULTS_FILE (other keys kept); returns the file's path. */
export function saveResults(key: string, results: unknown): string {
  let previous: Record<string, unknown> = {}
  try {
    previous = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>
  } catch {
    // No results yet (or unreadable ones): start a new file.
  }
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...previous, [key]: results }, null, 2)}\n`)
  return RESULTS_FILE
}
