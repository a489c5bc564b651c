/**
 * `npm run fuzz -- --runs N --seed S [--url U] [--dist-dir D]`: a long hunt for answers that
 * break the properties of tests/helpers/generated-requests.ts (a 5xx, an error that is not
 * JSON with a message, a change a role had no right to make), against a running site at `U`
 * (default http://localhost:$PORT, PORT 3000) whose build is in `D` (default NEXT_DIST_DIR or
 * .next; its server actions are read from there). Signs in as ADMIN_EMAIL / ADMIN_PASSWORD.
 * Prints the seed first (a random one unless given), a progress line every 1000 requests, and
 * the count of requests and answers by status at the end; exits 1 with fast-check's shrunk
 * counterexample when a property fails (docs/security.md "Proofs in the test suite").
 */
import { parseArgs } from 'node:util'

import { bodyLimit } from '../src/edge/body'
import { readContentTree } from '../tests/helpers/content-fields'
import { readSite } from '../tests/helpers/generated-requests'
import { hunt } from '../tests/helpers/request-properties'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    url: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
    'dist-dir': { type: 'string', default: process.env.NEXT_DIST_DIR || '.next' },
  },
})
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed)
const runs = Number(values.runs)
console.log(`fuzz: seed ${seed}, ${runs} batches against ${values.url}`)
const admin = { email: process.env.ADMIN_EMAIL ?? '', password: process.env.ADMIN_PASSWORD ?? '' }
const site = await readSite({
  baseURL: values.url,
  tree: readContentTree(),
  distDir: values['dist-dir'],
  admin,
})
const started = Date.now()
let reported = 0
let sent = 0
try {
  const result = await hunt(site, {
    runs,
    seed,
    bodyLimit,
    onBatch: ({ requests }) => {
      sent = requests
      if (requests - reported < 1000) return
      reported = requests
      console.log(`fuzz: ${requests} requests, ${Math.round((Date.now() - started) / 1000)} s`)
    },
  })
  console.log(
    `fuzz: seed ${seed}: ${result.requests} requests, no property broken; answers by status ${JSON.stringify(result.statuses)}`,
  )
} catch (error) {
  const cause = (error as Error).cause as Error | undefined
  console.error(
    `fuzz: seed ${seed}: a property failed after about ${sent} requests\n${(error as Error).message}\n${cause?.message ?? ''}`,
  )
  process.exit(1)
}
