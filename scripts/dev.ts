/** `npm run dev`: migrate + seed like `npm start`, then `next dev` with hot reload. */
import { spawn } from 'node:child_process'

import { prepare } from '../src/server/prepare'
import { childEnv, fail, loadEnvOrExit, withPayload } from './lib'

const env = loadEnvOrExit()
await withPayload((payload) => prepare(payload, env)).catch(fail)
const server = spawn('node_modules/.bin/next', ['dev', '--port', String(env.PORT)], { stdio: 'inherit', env: { ...childEnv(env), NODE_ENV: 'development' } })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
