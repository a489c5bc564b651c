/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against a production
 * build served by `npm start` on a fresh database of its own (data/e2e.db, .builds/e2e).
 */
import { defineConfig } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium'

const PORT = Number(process.env.E2E_PORT ?? 3100)
import { E2E_ADMIN, E2E_CONTACT } from './tests/e2e/constants'
import { E2E_SMTP_PORT } from './tests/e2e/mail-sink'
import { PAYPAL_SDK_URL, PAYPAL_STANDIN_URL } from './tests/e2e/paypal'
import { STANDIN_CLIENT } from './tests/helpers/paypal-standin'

/** Specs that only read pages: the `audit` project runs them two at a time. */
const AUDIT_SPECS = /\/(a11y|seo|no-javascript|routes)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  // The PayPal stand-in (REST + JS SDK) on a loopback port: tests/e2e/paypal.ts.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Two only in `audit`; every other project runs one test at a time (projects' `workers`).
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  // `visual` (screenshots compared with committed baselines) runs first, on the fresh demo
  // content: other specs edit it (a service title, the privacy policy).
  // `audit` then reads the pages (axe, SEO tags, every route, JavaScript off) two tests at a
  // time: its specs change no content, and nothing else runs beside them.
  // `faults` (XSS proof, malformed-input sweep, generated requests) runs after every other
  // spec: it leaves hostile content behind. Alone: `npx playwright test --project faults --no-deps`.
  projects: [
    { name: 'visual', testMatch: /\/screenshots\.spec\.ts$/, workers: 1 },
    { name: 'audit', testMatch: AUDIT_SPECS, dependencies: ['visual'], workers: 2 },
    {
      name: 'site',
      testIgnore: [/\/faults\//, /\/screenshots\.spec\.ts$/, AUDIT_SPECS],
      dependencies: ['audit'],
      workers: 1,
    },
    { name: 'faults', testMatch: /\/faults\/.*\.spec\.ts$/, dependencies: ['site'], workers: 1 },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://localhost:${PORT}/home`,
    // Includes the production build: ~2 min on a quiet 2-core machine, over 10 min on a busy one.
    timeout: 1_200_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SERVER_URL: `http://localhost:${PORT}`,
      DATABASE_URL: 'file:./data/e2e.db',
      MEDIA_DIR: 'data/e2e-media',
      FORM_UPLOADS_DIR: 'data/e2e-form-uploads',
      // Notification mail goes to the run's SMTP sink (tests/e2e/mail-sink.ts).
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_SMTP_PORT),
      NOTIFY_EMAIL: 'inbox@agency.example',
      MAIL_FROM: 'Agency site <site@agency.example>',
      NEXT_DIST_DIR: '.builds/e2e',
      PAYLOAD_SECRET: 'e2e-secret-not-for-production',
      // One JSON line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Contact pipeline: tests/e2e/api.spec.ts exhausts the limit from its own X-Forwarded-For
      // addresses; the browser tests share the loopback address and stay under it.
      TRUST_PROXY: '1',
      CONTACT_RATE_LIMIT: String(E2E_CONTACT.rateLimit),
      CONTACT_MIN_FILL_MS: String(E2E_CONTACT.minFillMs),
      // Payments talk to the local PayPal stand-in only (REST and the browser's JS SDK).
      PAYPAL_CLIENT_ID: STANDIN_CLIENT.id,
      PAYPAL_CLIENT_SECRET: STANDIN_CLIENT.secret,
      PAYPAL_WEBHOOK_ID: STANDIN_CLIENT.webhookId,
      PAYPAL_API_BASE: PAYPAL_STANDIN_URL,
      PAYPAL_SDK_URL,
      // Every browser test checks out from the loopback address; tests/int/payments-limits.test.ts covers the limits.
      ORDER_RATE_LIMIT: '0',
      // The browser tests search from the loopback address; tests/unit/search-limit.test.ts covers the limit.
      SEARCH_RATE_LIMIT: '0',
    },
  },
})
