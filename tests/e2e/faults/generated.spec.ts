/**
 * The generated-request properties against the production server (tests/helpers/
 * generated-requests.ts, request-properties.ts): requests fast-check draws for every Payload
 * collection and global of the config, every route of /api/openapi.json, every page of the
 * sitemap and every server action of the build, with generated methods, paths, queries,
 * headers and bodies, as anonymous, editor and admin. No answer is a 5xx, every error is JSON
 * with a message (pages: HTML), and no batch without admin rights changes what its roles may
 * not. A fixed seed and a bounded number of batches (FUZZ_SEED, a number or `random`, and
 * FUZZ_RUNS for another draw); `npm run fuzz` runs long hunts against any running site.
 */
import { bodyLimit } from '../../../src/edge/body'
import { readContentTree } from '../../helpers/content-fields'
import { readSite } from '../../helpers/generated-requests'
import { hunt } from '../../helpers/request-properties'
import { E2E_ADMIN } from '../constants'
import { expect, test } from '../fixtures'

test('generated requests get no 5xx, errors JSON with a message, and change nothing without the right', async ({
  baseURL,
}) => {
  test.setTimeout(300_000)
  const seed =
    process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261126)
  const runs = Number(process.env.FUZZ_RUNS ?? 300)
  test.info().annotations.push({ type: 'seed', description: `FUZZ_SEED=${seed} FUZZ_RUNS=${runs}` })
  const site = await readSite({
    baseURL: baseURL!,
    tree: readContentTree(),
    distDir: process.env.NEXT_DIST_DIR ?? '.builds/e2e',
    admin: E2E_ADMIN,
  })
  // Every kind of target is drawn from (none may be empty: the property would be vacuous there).
  for (const kind of ['collection', 'global', 'openapi', 'page', 'action'])
    expect(
      site.targets.some((t) => t.kind === kind),
      kind,
    ).toBe(true)
  const result = await hunt(site, { runs, seed, bodyLimit })
  test.info().annotations.push({
    type: 'requests',
    description: `${result.requests} requests; by status ${JSON.stringify(result.statuses)}`,
  })
  expect(result.requests).toBeGreaterThanOrEqual(runs)
  // The site is still up and well after the run.
  expect((await fetch(`${baseURL}/api/getSettings`)).status).toBe(200)
})
