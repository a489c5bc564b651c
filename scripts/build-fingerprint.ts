/**
 * Decides whether `npm start` must (re)build: a hash of everything the build depends on,
 * stored beside the build. Pure file reads; no Next.js internals.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const INPUTS = ['src', 'public', 'next.config.mjs', 'package-lock.json', 'tsconfig.json']

function files(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.join(entry, name)))
}

/** Hex SHA-256 over the paths and contents of the build inputs. */
export function sourceFingerprint(): string {
  const hash = createHash('sha256')
  for (const file of INPUTS.flatMap(files))
    hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

const marker = (distDir: string) => path.join(distDir, 'source-fingerprint')

/** True when `distDir` holds a complete build of the current sources. */
export function buildIsCurrent(distDir: string, fingerprint: string): boolean {
  if (!existsSync(path.join(distDir, 'BUILD_ID')) || !existsSync(marker(distDir))) return false
  return readFileSync(marker(distDir), 'utf8') === fingerprint
}

export function recordBuild(distDir: string, fingerprint: string): void {
  writeFileSync(marker(distDir), fingerprint)
}
