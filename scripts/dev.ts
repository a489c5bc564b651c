/**
 * `npm run dev`: migrate + seed like `npm start`, then `next dev` with hot reload behind the
 * site's HTTP server (scripts/serve.ts), which sets the XSRF-TOKEN cookie the forms need.
 */
import { spawn } from 'node:child_process'

import { fail, loadEnvOrExit, prepareSite, serverEnv } from './lib'

const env = loadEnvOrExit({ announceSecret: true })
const { setupToken } = await prepareSite(env).catch(fail)
const server = spawn(process.execPath, ['scripts/run.mjs', 'serve'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: serverEnv(env, 'development', setupToken),
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
