/**
 * `npm run bench:faults`: proof under faults. Not part of `npm test`.
 *
 * Starts the production site (`npm start`'s script: migrate, seed, build when needed) on its
 * own database (data/faults.db, build in .builds/faults) and port (FAULTS_PORT, default 3510),
 * with TRUST_PROXY=1 (visitors are told apart by X-Forwarded-For), CONTACT_RATE_LIMIT=25 per
 * 10 minutes (each simulated visitor sends 20 messages per scenario, every scenario has
 * visitors of its own: legitimate traffic passes), a local SMTP sink (FAULTS_PORT + 2) and
 * the PayPal stand-in (FAULTS_PORT + 3). Then (c runs first, on an empty mail queue):
 *   a. 2,000 contact messages from 100 visitors at 50 clients: every 200 stored exactly once, no 5xx;
 *   b. the same while the server is SIGKILLed (after 40 % of the answers) and restarted:
 *      every message answered 200 before the kill (and after) is in the database;
 *   c. SMTP down for a run of 300 messages, then up: every message mailed exactly once;
 *   d. 30 checkouts while PayPal answers 500s and timeouts (some after capturing): none
 *      captured twice, none lost, every error answer a 502/503/409 with a message;
 * prints a table with PASS/FAIL per claim and writes bench/faults-results.json; exit code 1
 * when a claim fails. FAULTS_TOTAL, FAULTS_SMTP_TOTAL, FAULTS_ORDERS change the sizes.
 */
import { rmSync, writeFileSync } from 'node:fs'

import { startPayPalStandin, STANDIN_CLIENT } from '../tests/helpers/paypal-standin'
import { startSmtpSink, type SmtpSink } from '../tests/helpers/smtp-sink'
import { contactFigures, countTokens, sendContactLoad, storedTokens } from './faults/contact'
import { checkoutUnderFaults } from './faults/payments'
import { startFaultsServer } from './faults/server'
import { adminToken, findAll, submitContact, xsrf } from './faults/site'

const PORT = Number(process.env.FAULTS_PORT ?? 3510)
const SMTP_PORT = PORT + 2
const TOTAL = Number(process.env.FAULTS_TOTAL ?? 2000)
const SMTP_TOTAL = Number(process.env.FAULTS_SMTP_TOTAL ?? 300)
const ORDERS = Number(process.env.FAULTS_ORDERS ?? 30)
const VISITORS = 100
const CONCURRENCY = 50
const RUN = Date.now().toString(36)
const ADMIN = { email: 'faults@example.com', password: 'faults-admin-password-123' }
/** How long scenario c waits for the retried mail (the job backoff is 30 s, then 1, 2, 4 min). */
const MAIL_WAIT_MS = 6 * 60_000

const claims: Array<{ claim: string; pass: boolean; detail: string }> = []
const claim = (name: string, pass: boolean, detail: string) => claims.push({ claim: name, pass, detail })
const log = (line: string) => console.log(`[bench:faults] ${line}`)
const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {})
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function main(): Promise<Record<string, unknown>> {
  // A fresh database each run (seeding it makes `npm start` rebuild); FAULTS_KEEP_DB=1 reuses it (tokens are per run).
  if (process.env.FAULTS_KEEP_DB !== '1')
    for (const f of ['data/faults.db', 'data/faults.db-wal', 'data/faults.db-shm', 'data/faults-media'])
      rmSync(f, { recursive: true, force: true })
  const standin = await startPayPalStandin(PORT + 3)
  let sink: SmtpSink | null = await startSmtpSink(SMTP_PORT)
  const server = startFaultsServer({
    NODE_ENV: 'production',
    PORT: String(PORT),
    SERVER_URL: `http://127.0.0.1:${PORT}`,
    DATABASE_URL: 'file:./data/faults.db',
    MEDIA_DIR: 'data/faults-media',
    NEXT_DIST_DIR: '.builds/faults',
    PAYLOAD_SECRET: 'faults-secret-not-for-production',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
    CONTACT_RATE_LIMIT: '25',
    CONTACT_RATE_WINDOW_S: '600',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    NOTIFY_EMAIL: 'agency@example.com',
    PAYPAL_CLIENT_ID: STANDIN_CLIENT.id,
    PAYPAL_CLIENT_SECRET: STANDIN_CLIENT.secret,
    PAYPAL_WEBHOOK_ID: STANDIN_CLIENT.webhookId,
    PAYPAL_API_BASE: standin.url,
  })
  try {
    log('starting the production server (a fresh database: migrate, seed, build; minutes on 2 cores)...')
    await server.up()
    const base = server.baseUrl
    const token = await xsrf(base)
    const jwt = await adminToken(base, ADMIN)
    // Warm-up (not counted): loads the route handlers once.
    await sendContactLoad({
      baseUrl: base,
      xsrf: token,
      total: 20,
      visitors: 20,
      concurrency: 5,
      tag: `warm-${RUN}`,
      net: 200,
    })

    // c first: its mail must not queue behind the 4,000 notifications of a and b.
    log(`c. SMTP down: ${SMTP_TOTAL} messages, then SMTP up`)
    await sink!.close()
    sink = null
    const tagC = `faults-c-${RUN}`
    const c = await sendContactLoad({
      baseUrl: base,
      xsrf: token,
      total: SMTP_TOTAL,
      visitors: VISITORS,
      concurrency: CONCURRENCY,
      tag: tagC,
      net: 3,
    })
    const figC = contactFigures(c.sent, c.seconds, await storedTokens(base, jwt, tagC))
    await sleep(2000)
    const sinkC = await startSmtpSink(SMTP_PORT)
    sink = sinkC
    const okC = c.sent.filter((s) => s.outcome === 200).map((s) => s.token)
    const t0 = performance.now()
    let mailed = new Map<string, number>()
    for (let nudge = 0; performance.now() - t0 < MAIL_WAIT_MS; nudge++) {
      mailed = countTokens(sinkC.mails)
      if (okC.every((t) => mailed.has(t))) break
      // A new message runs the mail queue at once (besides the one-minute cron): retries that are due go out.
      await submitContact(
        base,
        token,
        `10.9.${Math.floor(nudge / 250)}.${(nudge % 250) + 1}`,
        `faults-nudge-${RUN}`,
        'nudge',
      )
      await sleep(5000)
    }
    await sleep(3000) // late duplicates would show here
    mailed = countTokens(sinkC.mails)
    const mailStates = await findAll<{ mailStatus: string }>(
      base,
      jwt,
      'contact-messages',
      `where[subject][equals]=${tagC}&select[mailStatus]=true`,
    )
    const figMail = {
      ...figC,
      mailedAfterSmtpUp: okC.filter((t) => mailed.has(t)).length,
      mailedTwice: okC.filter((t) => (mailed.get(t) ?? 0) > 1).length,
      secondsUntilAllMailed: Number(((performance.now() - t0) / 1000).toFixed(1)),
      mailStatus: countBy(mailStates.map((m) => m.mailStatus)),
    }
    claim(
      'c. every message mailed once after SMTP is back',
      figMail.mailedAfterSmtpUp === okC.length && figMail.mailedTwice === 0 && okC.length === SMTP_TOTAL,
      `${figMail.mailedAfterSmtpUp}/${okC.length} mailed, ${figMail.mailedTwice} twice, after ${figMail.secondsUntilAllMailed} s`,
    )

    log(`a. ${TOTAL} messages, ${VISITORS} visitors, ${CONCURRENCY} clients`)
    const tagA = `faults-a-${RUN}`
    const a = await sendContactLoad({
      baseUrl: base,
      xsrf: token,
      total: TOTAL,
      visitors: VISITORS,
      concurrency: CONCURRENCY,
      tag: tagA,
      net: 1,
    })
    const figA = contactFigures(a.sent, a.seconds, await storedTokens(base, jwt, tagA))
    claim(
      'a. every 200 stored exactly once',
      figA.answered200 === TOTAL && figA.answered200Missing === 0 && figA.answered200StoredTwice === 0,
      `${figA.answered200}/${TOTAL} answered 200, ${figA.answered200Missing} missing, ${figA.answered200StoredTwice} twice`,
    )
    claim(
      'a. no 5xx',
      figA.serverErrors === 0 && figA.connectionErrors === 0 && figA.timeouts === 0,
      `${figA.serverErrors} 5xx, ${figA.connectionErrors} connection errors, ${figA.timeouts} time-outs`,
    )

    log(`b. ${TOTAL} messages with a SIGKILL of the server after ${Math.round(TOTAL * 0.4)} answers`)
    const tagB = `faults-b-${RUN}`
    let restarting: Promise<void> | null = null
    let killedAt = 0
    let downMs = 0
    const answeredBeforeKill = new Set<string>()
    const b = await sendContactLoad({
      baseUrl: base,
      xsrf: token,
      total: TOTAL,
      visitors: VISITORS,
      concurrency: CONCURRENCY,
      tag: tagB,
      net: 2,
      onAnswer: (done) => {
        if (done !== Math.round(TOTAL * 0.4) || restarting) return
        killedAt = done
        restarting = (async () => {
          const t0 = performance.now()
          await server.kill()
          log('   killed (SIGKILL); restarting...')
          await server.up(300_000)
          downMs = performance.now() - t0
          log(`   back after ${(downMs / 1000).toFixed(1)} s`)
        })()
      },
      waitForServer: () => restarting ?? Promise.resolve(),
    })
    // Which 200s came before the kill: the first `killedAt` answers in arrival order.
    for (const s of b.sent.slice(0, killedAt)) if (s.outcome === 200) answeredBeforeKill.add(s.token)
    const storedB = await storedTokens(base, await adminToken(base, ADMIN), tagB)
    const mailB = await findAll<{ mailStatus: string }>(
      base,
      jwt,
      'contact-messages',
      `where[subject][equals]=${tagB}&select[mailStatus]=true`,
    )
    const figB = {
      ...contactFigures(b.sent, b.seconds, storedB),
      killedAfterAnswers: killedAt,
      downSeconds: Number((downMs / 1000).toFixed(1)),
      mailStatus: countBy(mailB.map((m) => m.mailStatus)),
    }
    const lostBeforeKill = [...answeredBeforeKill].filter((t) => !storedB.has(t)).length
    claim(
      'b. every 200 before the kill is stored',
      killedAt > 0 && lostBeforeKill === 0,
      `${answeredBeforeKill.size} answered 200 before the kill, ${lostBeforeKill} missing`,
    )
    claim(
      'b. every 200 (before and after) stored exactly once',
      figB.answered200Missing === 0 && figB.answered200StoredTwice === 0,
      `${figB.answered200} answered 200, ${figB.answered200Missing} missing, ${figB.answered200StoredTwice} twice; ${figB.connectionErrors} connection errors during the outage`,
    )
    claim('b. no 5xx', figB.serverErrors === 0, `${figB.serverErrors} 5xx`)

    log(`d. ${ORDERS} checkouts with PayPal answering 500s and timeouts`)
    const figD = await checkoutUnderFaults(base, token, jwt, standin, ORDERS, 10)
    claim(
      'd. no order captured twice',
      figD.capturedTwice === 0,
      `${figD.capturedAtPayPal} captured at PayPal, ${figD.capturedTwice} twice`,
    )
    claim(
      'd. none lost',
      figD.lost === 0 && figD.completedAnswerNotStored === 0,
      `${figD.lost} captured at PayPal but not completed here; ${figD.completedBeforeWebhooks}/${figD.capturedAtPayPal} completed before any webhook`,
    )
    claim(
      'd. visitors told (502/503/409/402 with a message, no other 5xx)',
      figD.errorAnswersWithoutMessage === 0 && figD.serverErrorsOtherThan502or503 === 0,
      `${figD.errorAnswers} error answers, ${figD.errorAnswersWithoutMessage} without a message`,
    )

    return { a: figA, b: figB, c: figMail, d: figD }
  } finally {
    await server.stop()
    await sink?.close()
    await standin.close()
  }
}

function printTable(figures: Record<string, unknown>): void {
  const rows: Array<[string, string]> = []
  for (const [scenario, values] of Object.entries(figures)) {
    for (const [key, value] of Object.entries(values as Record<string, unknown>))
      rows.push([`${scenario}.${key}`, typeof value === 'object' ? JSON.stringify(value) : String(value)])
  }
  const width = Math.max(...rows.map(([k]) => k.length))
  console.log('\nFigures')
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`)
  console.log('\nClaims')
  for (const c of claims) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.claim}: ${c.detail}`)
}

main()
  .then((figures) => {
    printTable(figures)
    writeFileSync(
      'bench/faults-results.json',
      `${JSON.stringify({ date: new Date().toISOString(), run: RUN, figures, claims }, null, 2)}\n`,
    )
    if (claims.some((c) => !c.pass)) process.exitCode = 1
  })
  .catch((error) => {
    console.error(`bench:faults failed: ${(error as Error).message}`)
    process.exitCode = 1
  })
  .finally(() => setTimeout(() => process.exit(), 1000).unref())
