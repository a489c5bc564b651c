/**
 * nginx serving one file as `/` (the bench's ceiling for the same bytes): Debian's nginx
 * (/usr/sbin/nginx, NGINX_BINARY) from a temp folder, `worker_processes` auto (one per core) or
 * `workers`, sendfile, an
 * access log like any install's, keep-alive connections never closed for their request count
 * (autocannon counts the reset after nginx's 1000th request as an error).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Starts nginx on 127.0.0.1:`port` serving `body` as `/` (text/html); resolves with its stop. */
export async function startStaticNginx(
  dir: string,
  port: number,
  body: Buffer,
  workers: number | 'auto' = 'auto',
): Promise<() => void> {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'index.html'), body)
  const temp = (name: string) => path.join(dir, name)
  writeFileSync(
    temp('nginx.conf'),
    [
      `worker_processes ${workers};`,
      'events { worker_connections 4096; }',
      'http {',
      '  types { text/html html; }',
      '  sendfile on;',
      '  keepalive_requests 1000000;',
      `  access_log ${temp('access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${temp(t)};`),
      `  server { listen 127.0.0.1:${port}; root ${dir}; location = / { try_files /index.html =404; } }`,
      '}',
    ].join('\n'),
  )
  const nginx = spawn(
    process.env.NGINX_BINARY ?? '/usr/sbin/nginx',
    [
      '-p',
      dir,
      '-c',
      temp('nginx.conf'),
      '-e',
      temp('error.log'),
      '-g',
      `daemon off; pid ${temp('nginx.pid')};`,
    ],
    { stdio: 'ignore' },
  )
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return () => nginx.kill()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  nginx.kill()
  throw new Error(`nginx did not answer on port ${port} (see ${temp('error.log')})`)
}
