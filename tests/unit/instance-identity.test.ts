/**
 * What makes several instances one site: the build's deploymentId (scripts/build-fingerprint.ts,
 * next.config.mjs), the shared cache switched on by REDIS_URL only, and the refusal to start
 * several instances without one explicit PAYLOAD_SECRET (scripts/lib.ts, src/env.ts).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  buildIsCurrent,
  deploymentIdFor,
  recordBuild,
  sourceFingerprint,
} from '../../scripts/build-fingerprint'

/** The settings several instances need, but PAYLOAD_SECRET. */
const SEVERAL = {
  REDIS_URL: 'redis://127.0.0.1:6389',
  S3_BUCKET: 'media',
  DATABASE_URL: 'postgres://site@127.0.0.1:9/site',
}

function buildFolder(config: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'))
  writeFileSync(path.join(dir, 'required-server-files.json'), JSON.stringify({ version: 1, config }))
  return dir
}

/** next.config.mjs as Next loads it for `phase`, in a process with `env` (its own getEnv). */
function nextConfigIn(phase: string, env: Record<string, string>) {
  const script = `const { default: configFor } = await import('./next.config.mjs')
const c = configFor(${JSON.stringify(phase)})
console.log(JSON.stringify({ cacheHandler: c.cacheHandler, cacheMaxMemorySize: c.cacheMaxMemorySize, deploymentId: c.deploymentId }))`
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test' as const,
      PAYLOAD_SECRET: 'identity-test-secret-0123456789',
      ...env,
    },
    encoding: 'utf8',
  })
  expect(run.stderr).toBe('')
  return JSON.parse(run.stdout) as {
    cacheHandler?: string
    cacheMaxMemorySize?: number
    deploymentId?: string
  }
}

describe('build fingerprint and deploymentId', () => {
  it('counts whether the build is for several instances', () => {
    expect(sourceFingerprint({ sharedCache: true })).not.toBe(sourceFingerprint())
    expect(sourceFingerprint()).toBe(sourceFingerprint({ sharedCache: false }))
    // Pages are prerendered with SERVER_URL: another address (or the PORT it follows) rebuilds.
    expect(sourceFingerprint({ serverUrl: 'http://localhost:8080' })).not.toBe(
      sourceFingerprint({ serverUrl: 'http://localhost:3000' }),
    )
  })

  it('names a shared build from its sources, and serves the id the build recorded', () => {
    const id = deploymentIdFor('build', '.next', true)
    expect(id).toBe(sourceFingerprint({ sharedCache: true }).slice(0, 20))
    expect(id).toMatch(/^[0-9a-f]{20}$/)
    expect(deploymentIdFor('serve', buildFolder({ deploymentId: 'built-as-this' }), true)).toBe(
      'built-as-this',
    )
    // A build made without REDIS_URL, or none at all: no id to report.
    expect(deploymentIdFor('serve', buildFolder({}), true)).toBeUndefined()
    expect(deploymentIdFor('serve', path.join(tmpdir(), 'no-such-build'), true)).toBeUndefined()
    expect(deploymentIdFor('build', '.next', false)).toBeUndefined()
  })

  it('next.config.mjs: the Redis cache handler and the deploymentId with REDIS_URL only', () => {
    expect(nextConfigIn('phase-production-build', {})).toEqual({})
    expect(nextConfigIn('phase-production-server', {})).toEqual({})

    const built = nextConfigIn('phase-production-build', SEVERAL)
    expect(built).toEqual({
      cacheHandler: path.resolve('cache-handler.mjs'),
      cacheMaxMemorySize: 0,
      deploymentId: deploymentIdFor('build', '.next', true),
    })
    const dist = buildFolder({ deploymentId: built.deploymentId })
    expect(nextConfigIn('phase-production-server', { ...SEVERAL, NEXT_DIST_DIR: dist })).toEqual(built)
    // `npm run dev` keeps Next's own cache.
    expect(nextConfigIn('phase-development-server', SEVERAL)).toEqual({})
  })
})

describe('start-up of several instances', () => {
  it('refuses to start without an explicit PAYLOAD_SECRET, in one line, before keeping any secret', () => {
    const run = spawnSync(process.execPath, ['--conditions=production', 'scripts/run.mjs', 'start'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test' as const, ...SEVERAL, PAYLOAD_SECRET: '' },
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(
      'Invalid setting PAYLOAD_SECRET: required when REDIS_URL is set: every instance must use the same explicit secret',
    )
    expect(run.stdout).not.toContain('PAYLOAD_SECRET')
  })
})

describe('one build, copied', () => {
  it('a build folder copied elsewhere is current for the same sources and settings, and only for them', () => {
    const built = buildFolder({ deploymentId: 'x' })
    writeFileSync(path.join(built, 'BUILD_ID'), 'build-1')
    const fingerprint = sourceFingerprint({ sharedCache: true })
    recordBuild(built, fingerprint)
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'shipped-')), '.next')
    cpSync(built, copy, { recursive: true })
    expect(buildIsCurrent(copy, fingerprint)).toBe(true)
    // The REDIS_URL setting differs from the build's: npm start would build.
    expect(buildIsCurrent(copy, sourceFingerprint({ sharedCache: false }))).toBe(false)
    // A plain `next build` (no fingerprint written) is not current either.
    const plain = buildFolder({})
    writeFileSync(path.join(plain, 'BUILD_ID'), 'build-2')
    expect(buildIsCurrent(plain, fingerprint)).toBe(false)
  })
})
