/**
 * nginx for the cluster harness, configured from the shipped deploy/nginx.conf: the very file
 * operators install, with only the instance addresses, the listening port and the TLS lines
 * substituted (`siteConfigForTest`, strict: a change of the file's shape throws rather than
 * testing something else). It runs unprivileged-friendly in the foreground from a temp folder
 * (`nginx -p <dir> -c <dir>/nginx.conf -e <dir>/error.log -g 'daemon off; pid …;'`), its temp
 * files and logs in that folder, inside a generated main configuration (events, temp paths,
 * access log with the upstream answers, no limit of requests per client connection). Needs
 * Debian's `nginx` package (/usr/sbin/nginx).
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { portOpen, spawnGroup, waitFor, type Managed } from './processes'

/** The shipped load balancer configuration (a file of nginx's `http` block). */
export const SHIPPED_NGINX_CONF = 'deploy/nginx.conf'

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx'

/** Replaces exactly `count` matches of `pattern` in `text` (all when `count` is 'some', at least one), else throws naming `what`. */
function replaceExactly(
  text: string,
  pattern: RegExp,
  replacement: string,
  count: number | 'some',
  what: string,
): string {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)
  const found = text.match(global)?.length ?? 0
  if (count === 'some' ? found === 0 : found !== count)
    throw new Error(`${SHIPPED_NGINX_CONF} changed shape: expected ${count} ${what}, found ${found}`)
  return text.replace(global, replacement)
}

/**
 * The shipped configuration with the test's addresses: the upstream's `server` lines become one
 * per `upstreams` entry (`127.0.0.1:3001`; their parameters kept), the port-80 redirect server
 * is left out, the TLS server listens on `127.0.0.1:<listen>` without TLS. Everything else
 * (timeouts, retries, headers, buffering, body size) stays as shipped. Pure.
 */
export function siteConfigForTest(shipped: string, options: { listen: number; upstreams: string[] }): string {
  if (!options.upstreams.length) throw new Error('no upstream given')
  const upstream = /upstream agency_site \{[^}]*\}/.exec(shipped)
  if (!upstream) throw new Error(`${SHIPPED_NGINX_CONF} changed shape: no "upstream agency_site" block`)
  const serverLine = /^([ \t]*)server [^\s;]+((?: [^;\n]+)?);\n/gm
  const first = /^([ \t]*)server [^\s;]+((?: [^;\n]+)?);\n/m.exec(upstream[0])
  if (!first) throw new Error(`${SHIPPED_NGINX_CONF} changed shape: no server line in the upstream`)
  const [, indent, parameters] = first
  let index = 0
  const block = upstream[0].replace(serverLine, () =>
    index++ === 0
      ? options.upstreams.map((address) => `${indent}server ${address}${parameters};\n`).join('')
      : '',
  )
  let config = shipped.replace(upstream[0], block)
  config = replaceExactly(
    config,
    /\nserver \{\n[ \t]*listen 80;[^}]*\}\n/,
    '\n',
    1,
    'port-80 redirect server',
  )
  config = replaceExactly(
    config,
    /listen 443 ssl http2;/,
    `listen 127.0.0.1:${options.listen};`,
    1,
    'TLS listen line',
  )
  config = replaceExactly(config, /^[ \t]*listen \[::\]:443 ssl http2;\n/m, '', 1, 'IPv6 TLS listen line')
  config = replaceExactly(config, /^[ \t]*ssl_[a-z_]+ [^;]+;\n/m, '', 'some', 'ssl_* lines')
  replaceExactly(config, /proxy_pass http:\/\/agency_site;/, '', 'some', 'proxy_pass to the upstream')
  return config
}

export type Nginx = {
  url: string
  port: number
  /** Folder of the configuration, logs and temp files. */
  dir: string
  process: Managed
  /**
   * Reads the access log (`status upstream_addr "upstream_status" "request" msec`, one line per
   * request; msec: when it ended, in s since the epoch with ms).
   */
  accessLog: () => string
  stop: () => Promise<void>
}

export type NginxOptions = {
  /** Folder for nginx's files (created). */
  dir: string
  listen: number
  upstreams: string[]
  /** Extra `server` blocks for the `http` block (the bench's static baseline). */
  extraServers?: string
}

/** Writes the configuration, checks it with `nginx -t`, starts nginx and waits until it answers on `listen`. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  if (!existsSync(NGINX_BINARY))
    throw new Error(`nginx not found at ${NGINX_BINARY} (Debian: apt-get install -y nginx)`)
  const dir = options.dir
  mkdirSync(dir, { recursive: true })
  // Workers run as `nobody` when the master is root: they must reach the temp folders (and
  // every folder above them: the caller's too).
  chmodSync(dir, 0o755)
  const site = siteConfigForTest(readFileSync(SHIPPED_NGINX_CONF, 'utf8'), options)
  writeFileSync(path.join(dir, 'agency-site.conf'), site)
  const temp = (name: string) => path.join(dir, name)
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes auto;',
      'events { worker_connections 4096; }',
      'http {',
      '  types { text/html html; application/json json; }',
      '  default_type application/octet-stream;',
      `  log_format upstreams '$status $upstream_addr "$upstream_status" "$request" $msec';`,
      `  access_log ${temp('access.log')} upstreams;`,
      // Clients' connections are never closed for their request count: autocannon writes its next
      // request as soon as an answer ends, also after `Connection: close` (nginx's default ends a
      // connection after 1000 requests), and counts the reset that sometimes follows as a failed
      // request. Browsers open a new connection there. The instances' side is unchanged.
      '  keepalive_requests 1000000;',
      `  client_body_temp_path ${temp('client_body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(dir, 'agency-site.conf')};`,
      options.extraServers ?? '',
      '}',
      '',
    ].join('\n'),
  )
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', temp('error.log')]
  const globals = `daemon off; pid ${temp('nginx.pid')};`
  try {
    execFileSync(NGINX_BINARY, [...args, '-g', globals, '-t'], { stdio: 'pipe' })
  } catch (error) {
    throw new Error(
      `nginx -t refused the configuration: ${String((error as { stderr?: Buffer }).stderr ?? error)}`,
    )
  }
  const nginx = spawnGroup('nginx', NGINX_BINARY, [...args, '-g', globals], {
    env: process.env,
    logFile: temp('nginx.out'),
  })
  const url = `http://127.0.0.1:${options.listen}`
  await waitFor('nginx', () => portOpen(options.listen), {
    timeoutMs: 10_000,
    intervalMs: 100,
    process: nginx,
    logTail: () => readFileSync(temp('error.log'), 'utf8').slice(-2000),
  })
  return {
    url,
    port: options.listen,
    dir,
    process: nginx,
    accessLog: () => (existsSync(temp('access.log')) ? readFileSync(temp('access.log'), 'utf8') : ''),
    stop: async () => void (await nginx.stop(5000)),
  }
}
