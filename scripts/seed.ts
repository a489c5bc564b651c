/**
 * `npm run seed`: migrate, then seed the demo content when the database is empty.
 * `npm run seed -- --reset` replaces the demo-owned content (banners, testimonials,
 * services, projects, solutions, packages, work categories, media and the globals);
 * users, contact messages and orders are kept. A running server shows the new content
 * after a restart of `npm start` (which rebuilds after a reseed is detected only when
 * the database was empty), so prefer the admin for edits on a live site.
 */
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
}).catch(fail)
process.exit(0)
