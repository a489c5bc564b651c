/**
 * One "instance" of the site's Next.js cache in a process of its own, for
 * tests/unit/shared-cache.test.ts: imports cache-handler.mjs as Next does and creates the
 * handler with the context Next gives it. Reads one JSON command a line on stdin,
 * `{ id, op: 'get' | 'set' | 'revalidateTag', args }`, and answers one JSON line on stdout,
 * `{ id, ok, value?, error?, ms }` (`ms`: how long the call took). Buffers (a page's RSC
 * payload) travel as UTF-8 strings. The environment (REDIS_URL, NEXT_DEPLOYMENT_ID...) is the
 * test's.
 */
import { createInterface } from 'node:readline'

const { default: CacheHandler } = await import('../../cache-handler.mjs')
const handler = new CacheHandler({ serverDistDir: process.env.SERVER_DIST_DIR, dev: false })

/** A page entry's RSC payload is a Buffer in Next; JSON carries it as a string. */
function toBuffers(value) {
  if (value?.kind === 'APP_PAGE' && typeof value.rscData === 'string')
    value.rscData = Buffer.from(value.rscData)
  return value
}

function fromBuffers(entry) {
  if (!entry) return null
  const value = { ...entry.value }
  if (Buffer.isBuffer(value.rscData)) value.rscData = value.rscData.toString()
  return { ...entry, value }
}

const ops = {
  get: (key, ctx) => handler.get(key, ctx).then(fromBuffers),
  set: (key, value, ctx) => handler.set(key, toBuffers(value), ctx),
  revalidateTag: (tags) => handler.revalidateTag(tags),
}

for await (const line of createInterface({ input: process.stdin })) {
  const { id, op, args } = JSON.parse(line)
  const started = performance.now()
  try {
    const value = await ops[op](...args)
    process.stdout.write(`${JSON.stringify({ id, ok: true, value, ms: performance.now() - started })}\n`)
  } catch (error) {
    process.stdout.write(
      `${JSON.stringify({ id, ok: false, error: String(error), ms: performance.now() - started })}\n`,
    )
  }
}
