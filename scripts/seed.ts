/**
 * `npm run seed`: migrate, then seed the demo content when the database is empty.
 * `npm run seed -- --reset` replaces the demo-owned content (banners, testimonials,
 * services, projects, solutions, packages, work categories, media and the globals);
 * users, contact messages and orders are kept. A server of this site running on HOST:PORT is
 * then asked to expire every cached page (POST /api/internal/revalidate), so it shows the new
 * content at the next request; with REDIS_URL every instance does.
 */
import { localOrigin } from '../src/env'
import { askServerToExpire } from '../src/lib/revalidate-token'
import { seed } from '../src/seed'
import { migrate, prepare, withPrepareLock } from '../src/server/prepare'
import { fail, loadEnvOrExit, withPayload } from './lib'

const env = loadEnvOrExit()
const reset = process.argv.includes('--reset')
await withPayload(async (payload) => {
  if (reset) {
    // Not while another instance is starting up (migrating, seeding) on the same database.
    await withPrepareLock(payload, async () => {
      await migrate(payload, env)
      await seed(payload)
    })
    payload.logger.info('Demo content replaced.')
  } else {
    const { seeded } = await prepare(payload, env)
    if (!seeded)
      payload.logger.info('Database already has content; nothing seeded (use --reset to replace it).')
  }
  // Nothing listening is fine: a server started later renders from the database.
  if (await askServerToExpire(localOrigin(env), env.PAYLOAD_SECRET))
    payload.logger.info('The running server expired its cached pages.')
}).catch(fail)
process.exit(0)
