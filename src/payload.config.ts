/**
 * Payload CMS configuration: content model, admin, database and uploads.
 * Loaded by Next.js (admin + REST API under /admin and /api), by the Payload CLI
 * (`payload migrate`, `payload generate:types`) and by the integration tests.
 */
import path from 'node:path'

import { buildConfig } from 'payload'
import sharp from 'sharp'

import { signedInAccessEndpoint } from './access/access-endpoint'
import { staff } from './access/roles'
import { collections } from './collections'
import { redirects } from './collections/Redirects/config'
import { expirePricesTask } from './collections/Promotions/expire-prices'
import { MAX_UPLOAD_BYTES } from './collections/Media/upload-rules'
import { databaseAdapter } from './db'
import { richTextEditor } from './fields/rich-text'
import { getEnv } from './env'
import { deriveKey } from './lib/derived-keys'
import { globals } from './globals'
import { seoTranslations } from './globals/Seo/seo-plugin'
import { fixPreferenceDelete } from './hooks/preference-delete'
import { guardRestQueries, malformedJsonIs400 } from './hooks/rest-query'
import {
  notifyContactTask,
  notifyOrderTask,
  resetPasswordMailTask,
  runNotifications,
  smtpAdapter,
} from './mail'
import { SRC_DIR } from './paths'
import { publishReleaseTask } from './collections/Releases/task'
import { getLogger } from './infra/logger'
import { storagePlugins } from './storage'
import { formsPlugin } from './collections/Forms/config'
import { deliverWebhookTask } from './webhooks'

const env = getEnv()

export default buildConfig({
  admin: {
    user: 'users',
    importMap: { baseDir: SRC_DIR },
    meta: { titleSuffix: ' - Site admin' },
    // Payload's default is Gravatar: a third-party request on every admin page.
    avatar: 'default',
    // Leads and orders at a glance, above the collection cards (src/dashboard).
    components: { beforeDashboard: ['@/dashboard/Dashboard#Dashboard'] },
  },
  collections,
  // Every REST query is checked once, after Payload parsed it, and malformed ids are 404
  // (src/hooks/rest-query), on every collection and global of the running Payload.
  onInit: (payload) => {
    guardRestQueries(payload)
    fixPreferenceDelete(payload)
  },
  hooks: { afterError: [malformedJsonIs400] },
  // Payload's permission map only for a valid session (src/access/access-endpoint.ts).
  endpoints: [signedInAccessEndpoint],
  globals,
  // Cookie-authenticated requests are honoured only from the site's own origin.
  csrf: [env.SERVER_URL],
  cors: [env.SERVER_URL],
  editor: richTextEditor(),
  db: databaseAdapter(env),
  // Sessions are signed with their own derived key (src/lib/derived-keys.ts).
  secret: deriveKey(env.PAYLOAD_SECRET, 'sessions'),
  sharp,
  // Multipart uploads above this size are answered 413 before being read whole.
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  plugins: [...storagePlugins(env), redirects, seoTranslations, formsPlugin],
  email: smtpAdapter(env),
  jobs: {
    tasks: [
      notifyContactTask,
      notifyOrderTask,
      resetPasswordMailTask,
      expirePricesTask,
      deliverWebhookTask,
      publishReleaseTask,
    ],
    // Retries and mail queued while an instance was down are picked up every minute by the
    // running site (crons start with the first getPayload({ cron: true }), see src/server/payload.ts).
    autoRun: [{ cron: '* * * * *', queue: 'default' }],
    // Each tick runs the queue through the site's locked runner (src/mail/run-mail.ts: one pass at
    // a time across every instance, stale jobs released first) and then tells Payload not to run
    // its own unlocked pass. JOBS_AUTORUN=false keeps this instance out of the minutely pass.
    shouldAutoRun: async (payload) => {
      if (env.JOBS_AUTORUN) await runNotifications(payload)
      return false
    },
    deleteJobOnComplete: true,
    // Jobs hold visitor input: admins and editors only (the jobs collection itself is closed to the API).
    // Running is closed to HTTP (GET /api/payload-jobs/run would bypass the queue lock); the local
    // API, which the runner uses, overrides access.
    access: { run: () => false, queue: staff, cancel: staff },
  },
  // The public site talks to its own route handlers; GraphQL stays off (smaller attack surface).
  graphQL: { disable: true },
  telemetry: false,
  // The process's one pino logger (JSON lines at LOG_LEVEL), shared with the request log.
  logger: getLogger(),
  // Types are generated on purpose (`npm run generate:types`), not as a side effect of start-up.
  typescript: { outputFile: path.join(SRC_DIR, 'payload-types.ts'), autoGenerate: false },
})
