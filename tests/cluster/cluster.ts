/**
 * Start-up of a site cluster on 127.0.0.1, shared by `npm run test:cluster`
 * (scripts/test-cluster.ts) and `npm run bench -- --cluster` (bench/cluster.ts): what
 * docs/deployment.md "Several instances" describes, from Debian and npm packages only.
 *
 * - a throw-away PostgreSQL cluster (scripts/postgres/cluster.ts) with a database `site`;
 * - `redis-server` without persistence (./redis.ts);
 * - the S3 stand-in (tests/helpers/s3-standin.ts) and the SMTP sink (tests/helpers/smtp-sink.ts);
 * - `npm run seed`'s script (migrate, seed, the admin from ADMIN_EMAIL / ADMIN_PASSWORD), then ONE
 *   `next build` in .builds/cluster against that seeded database, with the instances' settings;
 * - N instances of that build (`node scripts/run.mjs serve`, NODE_ENV=production, one PORT and
 *   one MEDIA_DIR each, everything else the same), started one after the other (run.mjs
 *   bundles serve.ts to one file: concurrent starts would write it at once); the last one
 *   serves a copy of the build folder (COPIED_DIST_DIR) through `npm start`'s script, as a
 *   machine the build was shipped to does (docs/deployment.md "One build"): it must serve the
 *   copy without building (`copiedBuild` tells what happened);
 * - nginx from deploy/nginx.conf (./nginx.ts) on `nginxPort`, in front of them. SERVER_URL is
 *   nginx's address; the build bakes it into the pages, so the port is fixed (CLUSTER_PORT).
 *
 * Every process runs in a group of its own (./processes.ts); `close()` stops them all and removes
 * the temp folder, and the harness's exit handler does the same after any failure. The logs of
 * the run are copied to .builds/cluster-logs/ first (instances, build, nginx, Redis).
 * CLUSTER_REUSE_BUILD=1 skips the build when .builds/cluster holds one of the same sources
 * (for working on the harness only: the build was then made against another, equally seeded,
 * database).
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { buildIsCurrent, recordBuild, sourceFingerprint } from '../../scripts/build-fingerprint'
import { freePort, startCluster as startPostgres, type PgCluster } from '../../scripts/postgres/cluster'
import { startS3Standin, type S3Standin } from '../helpers/s3-standin'
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'
import { startNginx, type Nginx } from './nginx'
import { onExit, spawnGroup, stopAll, waitFor, type Exit, type Managed } from './processes'
import { startRedis, type RedisServer } from './redis'

export const CLUSTER_DIST_DIR = '.builds/cluster'
/** The copy of the build the last instance serves with `npm start`'s script. */
export const COPIED_DIST_DIR = '.builds/cluster-copy'
const LOGS_DIR = '.builds/cluster-logs'

export const CLUSTER_ADMIN = { email: 'cluster@example.com', password: 'cluster-admin-password-123' }
/** HEALTH_TOKEN of every instance: its bearer reads the details (sync state) of /api/health. */
export const CLUSTER_HEALTH_TOKEN = 'cluster-health-token-not-for-production'

export type Instance = {
  /** a, b, c… */
  name: string
  port: number
  /** The instance's own address, http://127.0.0.1:<port> (not through nginx). */
  url: string
  /** Its MEDIA_DIR: with media on S3 nothing may be written there. */
  mediaDir: string
  logFile: string
  running: () => boolean
  /** Starts the instance; resolves once /api/health answers 200. */
  start: () => Promise<void>
  /** SIGKILL (a crash: no shutdown code runs). */
  kill: () => Promise<void>
  /** SIGTERM and wait for the exit (graceful shutdown). */
  terminate: () => Promise<Exit>
  /** The JSON lines of its log so far (every start appends to the same file). */
  logLines: () => Array<Record<string, unknown>>
}

export type SiteCluster = {
  /** Temp folder of the run. */
  dir: string
  /** SERVER_URL's host (nginx): the Host every request carries, through nginx or straight to an instance. */
  publicHost: string
  nginx: Nginx
  instances: Instance[]
  redis: RedisServer
  /** The PostgreSQL server (restart: the fault mode). */
  postgres: PgCluster
  /** SQL on the cluster's database. */
  query: <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>
  s3: S3Standin
  smtp: SmtpSink
  /** Settings every instance has (the environment of the build too). */
  env: Record<string, string>
  timings: { prepareSeconds: number; buildSeconds: number; startSeconds: number }
  /** The build folder's BUILD_ID and fingerprint before and after the last instance started on its copy. */
  copiedBuild: { instance: string; before: string; after: string }
  close: () => Promise<void>
}

export type ClusterOptions = {
  log: (line: string) => void
  /** How many instances (default 3). */
  instances?: number
  /** nginx's port (SERVER_URL's); default CLUSTER_PORT or 3370. */
  nginxPort?: number
  /** CONTACT_RATE_LIMIT of the instances (default 20). */
  contactRateLimit?: number
  /** LOG_LEVEL of the instances (default info: one line per request). */
  logLevel?: string
  /** Extra nginx `server` blocks (the bench's static baseline). */
  extraNginxServers?: (dir: string) => string
}

const NODE = process.execPath

/**
 * Settings of one instance beyond the shared ones: its port and its media folder. Every
 * instance runs the job queue's cron (JOBS_AUTORUN=true): a PostgreSQL advisory lock lets one
 * pass run at a time (docs/deployment.md "Several instances").
 */
function instanceSettings(port: number, mediaDir: string): Record<string, string> {
  return { PORT: String(port), MEDIA_DIR: mediaDir, JOBS_AUTORUN: 'true' }
}

/** Starts everything; on failure stops what was started and rethrows. */
export async function startSiteCluster(options: ClusterOptions): Promise<SiteCluster> {
  const { log } = options
  const count = options.instances ?? 3
  const nginxPort = options.nginxPort ?? Number(process.env.CLUSTER_PORT ?? 3370)
  const dir = mkdtempSync(path.join(tmpdir(), 'site-cluster-'))
  // nginx's workers run as `nobody` under a root master: they must reach their folders below it.
  chmodSync(dir, 0o755)
  let removed = false
  const removeDir = () => {
    if (removed) return
    removed = true
    rmSync(dir, { recursive: true, force: true })
  }
  onExit(removeDir)
  const closers: Array<() => Promise<void> | void> = []
  const close = async () => {
    await stopAll()
    for (const closer of closers.reverse()) await Promise.resolve(closer()).catch(() => undefined)
    closers.length = 0
    mkdirSync(LOGS_DIR, { recursive: true })
    for (const file of ['build.log', 'seed.log', 'nginx/error.log', 'redis/redis.log', ...logNames(count)])
      if (existsSync(path.join(dir, file)))
        cpSync(path.join(dir, file), path.join(LOGS_DIR, file.replace('/', '-')))
    removeDir()
  }
  try {
    const started = performance.now()
    log('PostgreSQL, Redis, S3 stand-in, SMTP sink...')
    const postgres = await startPostgres()
    onExit(() => postgres.stop())
    closers.push(() => postgres.stop())
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    await admin.query('CREATE DATABASE site')
    await admin.end()
    const pool = new pg.Pool({ connectionString: postgres.urlFor('site'), max: 2 })
    // An idle connection cut by a PostgreSQL restart (fault mode) is dropped, not fatal.
    pool.on('error', () => {})
    closers.push(() => pool.end())
    const redis = await startRedis(await freePort(), path.join(dir, 'redis'))
    const s3 = await startS3Standin()
    closers.push(() => s3.close())
    const smtpPort = await freePort()
    const smtp = await startSmtpSink(smtpPort)
    closers.push(() => smtp.close())

    const env: Record<string, string> = {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: CLUSTER_DIST_DIR,
      DATABASE_URL: postgres.urlFor('site'),
      REDIS_URL: redis.url,
      ...s3.env,
      PAYLOAD_SECRET: 'cluster-secret-not-for-production-0123456789',
      // One Server Actions key for the build and every instance: a form one renders posts to any other.
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 'cluster-actions-key').toString('base64'),
      SERVER_URL: `http://127.0.0.1:${nginxPort}`,
      TRUST_PROXY: '1',
      HEALTH_TOKEN: CLUSTER_HEALTH_TOKEN,
      ADMIN_EMAIL: CLUSTER_ADMIN.email,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      NOTIFY_EMAIL: 'agency@example.com',
      CONTACT_RATE_LIMIT: String(options.contactRateLimit ?? 20),
      CONTACT_RATE_WINDOW_S: '600',
      CONTACT_MIN_FILL_MS: '0',
      // Check 12's webhook receiver listens on 127.0.0.1: the SSRF guard would refuse it.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      LOG_LEVEL: options.logLevel ?? 'info',
    }
    const childEnv = { ...process.env, ...env }

    log('migrate, seed, admin (scripts/seed.ts)...')
    const seed = spawnGroup('seed', NODE, ['--conditions=production', 'scripts/run.mjs', 'seed'], {
      env: childEnv,
      logFile: path.join(dir, 'seed.log'),
    })
    await expectSuccess(seed, path.join(dir, 'seed.log'))
    const prepared = performance.now()

    const fingerprint = sourceFingerprint({ sharedCache: true, serverUrl: env.SERVER_URL })
    if (process.env.CLUSTER_REUSE_BUILD === '1' && buildIsCurrent(CLUSTER_DIST_DIR, fingerprint)) {
      log(`reusing the build in ${CLUSTER_DIST_DIR} (CLUSTER_REUSE_BUILD=1)`)
    } else {
      log(`next build in ${CLUSTER_DIST_DIR} against the seeded database (minutes on 2 cores)...`)
      rmSync(CLUSTER_DIST_DIR, { recursive: true, force: true })
      const build = spawnGroup('next build', NODE, ['node_modules/next/dist/bin/next', 'build'], {
        env: { ...childEnv, PORT: String(nginxPort) },
        logFile: path.join(dir, 'build.log'),
      })
      await expectSuccess(build, path.join(dir, 'build.log'))
      recordBuild(CLUSTER_DIST_DIR, fingerprint)
    }
    const built = performance.now()

    // The build shipped to another machine: its folder copied (without Next's local cache).
    rmSync(COPIED_DIST_DIR, { recursive: true, force: true })
    cpSync(CLUSTER_DIST_DIR, COPIED_DIST_DIR, {
      recursive: true,
      filter: (source) => source !== path.join(CLUSTER_DIST_DIR, 'cache'),
    })
    const before = buildStamp(COPIED_DIST_DIR)
    const instances: Instance[] = []
    for (let index = 0; index < count; index++) {
      const name = String.fromCharCode(97 + index)
      const copied = index === count - 1
      const instance = makeInstance(
        name,
        await freePort(),
        dir,
        (port, mediaDir) => ({
          ...childEnv,
          ...instanceSettings(port, mediaDir),
          ...(copied ? { NEXT_DIST_DIR: COPIED_DIST_DIR } : {}),
        }),
        copied ? 'start' : 'serve',
      )
      log(`instance ${name} on port ${instance.port}...`)
      await instance.start()
      instances.push(instance)
    }
    const nginxDir = path.join(dir, 'nginx')
    const nginx = await startNginx({
      dir: nginxDir,
      listen: nginxPort,
      upstreams: instances.map((i) => `127.0.0.1:${i.port}`),
      extraServers: options.extraNginxServers?.(nginxDir),
    })
    log(`nginx on ${nginx.url} in front of ${instances.map((i) => i.port).join(', ')}`)
    return {
      dir,
      publicHost: `127.0.0.1:${nginxPort}`,
      nginx,
      instances,
      redis,
      postgres,
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      s3,
      smtp,
      env,
      copiedBuild: { instance: instances.at(-1)!.name, before, after: buildStamp(COPIED_DIST_DIR) },
      timings: {
        prepareSeconds: round((prepared - started) / 1000),
        buildSeconds: round((built - prepared) / 1000),
        startSeconds: round((performance.now() - built) / 1000),
      },
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

/** What identifies a build folder's build: its BUILD_ID and source fingerprint, with their modification times. */
function buildStamp(distDir: string): string {
  return ['BUILD_ID', 'source-fingerprint']
    .map((file) => {
      const at = path.join(distDir, file)
      return existsSync(at)
        ? `${file} ${readFileSync(at, 'utf8').slice(0, 20)} @${statSync(at).mtimeMs}`
        : `${file} missing`
    })
    .join(', ')
}

const round = (n: number) => Math.round(n * 10) / 10
const logNames = (count: number) =>
  Array.from({ length: count }, (_, i) => `instance-${String.fromCharCode(97 + i)}.log`)

/** Awaits `process`; throws with the end of its log when it did not exit 0. */
async function expectSuccess(process: Managed, logFile: string): Promise<void> {
  const { code, signal } = await process.exited
  if (code === 0) return
  throw new Error(
    `${process.name} failed (${code ?? signal}):\n${readFileSync(logFile, 'utf8').slice(-4000)}`,
  )
}

function makeInstance(
  name: string,
  port: number,
  dir: string,
  environment: (port: number, mediaDir: string) => NodeJS.ProcessEnv,
  script: 'serve' | 'start',
): Instance {
  const url = `http://127.0.0.1:${port}`
  const mediaDir = path.join(dir, `media-${name}`)
  const logFile = path.join(dir, `instance-${name}.log`)
  let current: Managed | undefined
  const tail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3000) : '')
  return {
    name,
    port,
    url,
    mediaDir,
    logFile,
    running: () => Boolean(current?.running()),
    async start() {
      current = spawnGroup(`instance ${name}`, NODE, ['--conditions=production', 'scripts/run.mjs', script], {
        env: environment(port, mediaDir),
        logFile,
        ipc: true,
      })
      await waitFor(
        `instance ${name}`,
        async () =>
          (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) })).status === 200,
        { timeoutMs: 180_000, intervalMs: 300, process: current, logTail: tail },
      )
    },
    async kill() {
      current?.signal('SIGKILL')
      await current?.exited
    },
    terminate: async () => (current ? current.stop(30_000) : { code: null, signal: null }),
    logLines: () =>
      (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>]
          } catch {
            return []
          }
        }),
  }
}
