/**
 * Payload CMS configuration: content model, admin, database and uploads.
 * Loaded by Next.js (admin + REST API under /admin and /api), by the Payload CLI
 * (`payload migrate`, `payload generate:types`) and by the integration tests.
 */
import path from 'node:path'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { databaseAdapter } from './db'
import { smtpAdapter } from './email/smtp-adapter'
import { getEnv } from './env'
import { globals } from './globals'
import { notifyContactTask } from './jobs/notify-contact'
import { notifyOrderTask } from './jobs/notify-order'
import { releaseStaleJobs } from './jobs/release-stale'
import { SRC_DIR } from './paths'

const env = getEnv()

export default buildConfig({
  admin: {
    user: 'users',
    importMap: { baseDir: SRC_DIR },
    meta: { titleSuffix: ' - Site admin' },
    // Payload's default is Gravatar: a third-party request on every admin page.
    avatar: 'default',
  },
  collections,
  globals,
  editor: lexicalEditor(),
  db: databaseAdapter(env),
  secret: env.PAYLOAD_SECRET,
  sharp,
  email: smtpAdapter(env),
  jobs: {
    tasks: [notifyContactTask, notifyOrderTask],
    // Retries and mail queued while the server was down are picked up every minute by the
    // running site (crons start with the first getPayload({ cron: true }), see src/server/payload.ts).
    autoRun: [{ cron: '* * * * *', limit: 20, queue: 'default' }],
    // Before each cron run: jobs a killed process left `processing` go back to the queue (issue 7).
    shouldAutoRun: async (payload) => {
      await releaseStaleJobs(payload).catch((error: Error) => payload.logger.warn(`Releasing stale jobs failed: ${error.message}`))
      return true
    },
    deleteJobOnComplete: true,
    // Jobs hold visitor input: signed-in users only (Payload's default, stated here on purpose).
    access: { run: ({ req }) => Boolean(req.user), queue: ({ req }) => Boolean(req.user), cancel: ({ req }) => Boolean(req.user) },
  },
  // The public site talks to its own route handlers; GraphQL stays off (smaller attack surface).
  graphQL: { disable: true },
  telemetry: false,
  // Types are generated on purpose (`npm run generate:types`), not as a side effect of start-up.
  typescript: { outputFile: path.join(SRC_DIR, 'payload-types.ts'), autoGenerate: false },
})
