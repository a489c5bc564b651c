/**
 * `npm run bench -- --cluster`: what the load balancer costs and gives, measured in one run on
 * the cluster of `npm run test:cluster` (tests/cluster/cluster.ts: PostgreSQL, Redis, S3
 * stand-in, one build, 3 instances, nginx from deploy/nginx.conf). autocannon, 50 clients for
 * 10 s each, on `/`:
 *   a. through nginx to the 3 instances;
 *   b. straight to one instance (with the public Host, so its page cache answers as behind nginx);
 *   c. nginx serving the same HTML bytes as a static file (no app at all: the ceiling).
 * Answers are uncompressed in all three (no Accept-Encoding), as in `npm run bench`. Prints the
 * figures and writes them to bench/results.json under `cluster` (docs/performance.md).
 * Not part of `npm test`; about 5 minutes on 2 cores, most of it the build.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'

import { getPage } from '../tests/cluster/checks/context'
import { startSiteCluster, type SiteCluster } from '../tests/cluster/cluster'
import { loadWithEvents, type LoadFigures } from '../tests/cluster/load'
import { installCleanup } from '../tests/cluster/processes'
import { saveResults } from './site/results'

const SECONDS = 10
const CONNECTIONS = 50

type Row = { label: string; figures: LoadFigures }

/** Runs the cluster bench; resolves with the exit code (1 when the cluster did not start). */
export async function runClusterBench(): Promise<number> {
  const log = (line: string) => console.log(`[bench --cluster] ${line}`)
  const nginxPort = Number(process.env.CLUSTER_PORT ?? 3370)
  const staticPort = nginxPort + 1
  let cluster: SiteCluster | undefined
  installCleanup(async () => cluster?.close())
  try {
    cluster = await startSiteCluster({
      log,
      nginxPort,
      // One log line per request would cost the instances CPU the figures should show.
      logLevel: 'warn',
      extraNginxServers: (dir) =>
        `  server {\n    listen 127.0.0.1:${staticPort};\n    root ${path.join(dir, 'static')};\n    location = / { try_files /index.html =404; }\n  }\n`,
    })
  } catch (error) {
    console.error(`bench --cluster: the cluster did not start: ${(error as Error).message}`)
    return 1
  }
  try {
    const [a] = cluster.instances
    // Warm-up: every instance renders and caches `/` before it is measured.
    for (const instance of cluster.instances)
      for (let i = 0; i < 3; i++) await getPage(cluster, instance.url, '/')
    const html = (await getPage(cluster, a!.url, '/')).body
    const staticDir = path.join(cluster.nginx.dir, 'static')
    mkdirSync(staticDir, { recursive: true })
    writeFileSync(path.join(staticDir, 'index.html'), html)
    const measure = (url: string, headers: Record<string, string> = {}) =>
      loadWithEvents({
        url,
        paths: ['/'],
        seconds: SECONDS,
        connections: CONNECTIONS,
        headers: { 'accept-encoding': 'identity', ...headers },
      })
    const rows: Row[] = []
    log(`a. nginx -> ${cluster.instances.length} instances`)
    rows.push({
      label: `nginx -> ${cluster.instances.length} instances`,
      figures: await measure(cluster.nginx.url),
    })
    log('b. one instance directly')
    rows.push({ label: '1 instance directly', figures: await measure(a!.url, { host: cluster.publicHost }) })
    log('c. nginx, the same HTML as a static file')
    rows.push({ label: 'nginx static file', figures: await measure(`http://127.0.0.1:${staticPort}`) })
    console.log(
      `\nLoad on / (autocannon, ${CONNECTIONS} clients, ${SECONDS} s each, ${html.length} bytes of HTML)`,
    )
    console.table(
      Object.fromEntries(
        rows.map(({ label, figures: f }) => [
          label,
          {
            'req/s': f.requestsPerSecond,
            'p50 ms': f.p50Ms,
            'p99 ms': f.p99Ms,
            errors: f.errors,
            'non-2xx': f.non2xx,
          },
        ]),
      ),
    )
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      instances: cluster.instances.length,
      connections: CONNECTIONS,
      seconds: SECONDS,
      htmlBytes: html.length,
      load: Object.fromEntries(rows.map((r) => [r.label, r.figures])),
    }
    log(`written to ${saveResults('cluster', results)}`)
    return 0
  } finally {
    await cluster.close()
  }
}
