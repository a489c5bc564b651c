/**
 * The one production build of the site, shared by `npm run build` (scripts/build.ts) and
 * `npm start` (scripts/start.ts): `next build` into NEXT_DIST_DIR (default `.next`) with the
 * settings of the environment, then the build's source fingerprint written beside it
 * (`<distDir>/source-fingerprint`, scripts/build-fingerprint.ts). A build folder holding the
 * fingerprint of the current sources and settings is served as it is by `npm start`, also
 * after it was copied to another machine (docs/deployment.md "One build").
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import type { Env } from '../src/env'
import { serverActionsKey } from '../src/lib/derived-keys'
import { buildIsCurrent, recordBuild, sourceFingerprint } from './build-fingerprint'
import { childEnv, fail } from './lib'

/** The build folder of this environment (NEXT_DIST_DIR, default `.next`). */
export const distDir = () => process.env.NEXT_DIST_DIR || '.next'

/**
 * Several instances (REDIS_URL): the build and the server get the Server Actions key derived
 * from PAYLOAD_SECRET unless one is set, so a form rendered by one instance posts to any other
 * even when each instance built the site itself (one shared build has one key in its manifest).
 */
export function actionsKeyEnv(env: Env): Record<string, string> {
  return env.REDIS_URL
    ? {
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:
          env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? serverActionsKey(env.PAYLOAD_SECRET),
      }
    : {}
}

/** Whether the build folder holds a build of the current sources and of this environment's REDIS_URL and SERVER_URL settings. */
export function currentBuild(env: Env): boolean {
  return buildIsCurrent(
    distDir(),
    sourceFingerprint({ sharedCache: Boolean(env.REDIS_URL), serverUrl: env.SERVER_URL }),
  )
}

/** Runs `next build` and records its fingerprint; exits the process (fail) when the build fails. */
export function buildSite(env: Env): void {
  const fingerprint = sourceFingerprint({ sharedCache: Boolean(env.REDIS_URL), serverUrl: env.SERVER_URL })
  // The data cache survives rebuilds; entries from another database must not be reused.
  rmSync(path.join(distDir(), 'cache', 'fetch-cache'), { recursive: true, force: true })
  const build = spawnSync('node_modules/.bin/next', ['build'], {
    stdio: 'inherit',
    env: { ...childEnv(env), ...actionsKeyEnv(env) },
  })
  if (build.status !== 0) fail(new Error('next build failed (see above)'))
  recordBuild(distDir(), fingerprint)
}
