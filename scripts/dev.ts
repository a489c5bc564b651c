/**
 * `npm run dev`: migrate + seed like `npm start`, then `next dev` with hot reload behind the
 * site's HTTP server (scripts/serve.ts), which sets the XSRF-TOKEN cookie the forms need.
 */
import { spawn } from 'node:child_process'

import { prepare } from '../src/server/prepare'
import { childEnv, fail, loadEnvOrExit, withPayload } from './lib'

const env = loadEnvOrExit({ announceSecret: true })
await withPayload((payload) => prepare(payload, env)).catch(fail)
const server = spawn(process.execPath, ['scripts/run.mjs', 'serve'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...childEnv(env), NODE_ENV: 'development' },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
