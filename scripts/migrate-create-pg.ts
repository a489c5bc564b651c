/**
 * `npm run migrate:create:pg -- name`: writes the next PostgreSQL migration of
 * src/migrations/postgres from the current collections and globals (the counterpart of
 * `npm run migrate:create -- name` for SQLite; run both after a schema change).
 *
 * Payload diffs the schema against the newest committed snapshot (`*.json`), but its CLI
 * connects to the database first, so a throw-away cluster is started for the run
 * (scripts/postgres/cluster.ts) and removed afterwards. Drizzle Kit may ask whether a
 * column was renamed: answer in the terminal. Flags after the name go to Payload's CLI
 * (`--force-accept-warning` writes a blank migration for hand-written SQL).
 */
import { spawnSync } from 'node:child_process'

import { startCluster } from './postgres/cluster'

const name = process.argv[2]
if (!name || !/^[\w-]+$/.test(name)) {
  console.error('usage: npm run migrate:create:pg -- <name>   (letters, digits, _ and -)')
  process.exit(2)
}

const cluster = await startCluster()
let status = 1
try {
  const env = { ...process.env, DATABASE_URL: cluster.url, PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' }
  status =
    spawnSync('npx', ['payload', 'migrate:create', name, ...process.argv.slice(3)], { stdio: 'inherit', env })
      .status ?? 1
} catch (error) {
  console.error(`migrate:create:pg failed: ${(error as Error).message}`)
} finally {
  cluster.stop()
}
process.exit(status)
