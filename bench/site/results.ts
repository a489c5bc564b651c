/**
 * bench/results.json: one object whose keys are the kinds of run (`seed`, `large`, `partial`,
 * `growth`); each run replaces its own key and keeps the others.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const RESULTS_FILE = path.join('bench', 'results.json')

/** Writes `value` under `key` in RESULTS_FILE, keeping the other keys. Returns the file's path. */
export function writeResults(key: string, value: unknown): string {
  let previous: Record<string, unknown> = {}
  try {
    previous = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>
  } catch {
    // No file yet, or not JSON: start a new one.
  }
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...previous, [key]: value }, null, 2)}\n`)
  return RESULTS_FILE
}
