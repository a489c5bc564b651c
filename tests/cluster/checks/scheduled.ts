/**
 * Check 11, scheduled publish: a draft case study scheduled 30 s ahead is public on every
 * instance within SCHEDULE_BOUND_MS of its time, and on none before it (docs/deployment.md
 * "Several instances"). The draft is saved through the admin REST API of instance a; its
 * schedule is the `schedulePublish` job row that Payload's Schedule drawer queues through
 * `payload.jobs.queue` (a server function of the admin: the REST API offers no way to queue), so
 * the check writes that row to the shared database as the queue stores it. The jobs cron of the
 * instances (every minute, one pass at a time across them: src/mail/run-mail.ts) publishes it;
 * the collection's hook then expires every content tag through the instance's own revalidate
 * endpoint, shared through Redis. The study's page and /case-studies are read straight from
 * a, b and c, with the public Host, from before the time until they show it.
 */
import type { Instance } from '../cluster'
import { getPage, sleep, type CheckResult, type Context } from './context'
import { idOf } from './freshness'

/** How far ahead the case study is scheduled (ms). */
const AHEAD_MS = 30_000
/** The jobs cron's interval (src/payload.config.ts `autoRun`: every minute). */
const CRON_INTERVAL_MS = 60_000
/**
 * The stated bound after the scheduled time: one cron interval (the first tick after the time
 * runs the job), plus 15 s for the pass itself, on a loaded machine, and the expiry to reach
 * every instance (an edit reaches them within 1 s: check 1).
 */
export const SCHEDULE_BOUND_MS = CRON_INTERVAL_MS + 15_000
/** Polls stop this long after the time (ms), to report how late a late instance was. */
const GIVE_UP_MS = SCHEDULE_BOUND_MS + 30_000
const POLL_MS = 250
/** A seeded case study whose fields the scheduled one copies (src/seed/content/). */
const MODEL_SLUG = 'mitchell-bakery-online-ordering'

type Watched = { instance: Instance; path: string; early: boolean; shownAfterMs: number | null }

/** Polls `watched.path` on its instance until it shows `title` or GIVE_UP_MS after `due` (epoch ms). */
async function watch(ctx: Context, watched: Watched, title: string, due: number): Promise<void> {
  for (;;) {
    const now = Date.now()
    const answer = await getPage(ctx.cluster, watched.instance.url, watched.path).catch(() => null)
    if (answer?.status === 200 && answer.text().includes(title)) {
      if (now < due) watched.early = true
      watched.shownAfterMs = now - due
      return
    }
    if (now - due > GIVE_UP_MS) return
    await sleep(POLL_MS)
  }
}

/** Check 11 (see above): one row. */
export async function checkScheduledPublish(ctx: Context): Promise<CheckResult> {
  const a = ctx.cluster.instances[0]!
  const rest = ctx.rest(a)
  const model = await rest.get<Record<string, unknown>>(
    `/api/case-studies/${await idOf(ctx, 'case-studies', MODEL_SLUG)}?depth=0`,
  )
  const slug = `cluster-scheduled-${ctx.run}`
  const title = `Cluster scheduled case study ${ctx.run}`
  // The model's required content; the newest completion date puts it first on /case-studies.
  const content = Object.fromEntries(
    ['summary', 'coverImage', 'client', 'industry', 'challenge', 'work'].map((field) => [
      field,
      model[field],
    ]),
  )
  const created = await rest.post<{ doc: { id: number } }>('/api/case-studies?draft=true', {
    ...content,
    title,
    slug,
    completedAt: new Date().toISOString(),
    _status: 'draft',
  })
  const { user } = await rest.get<{ user: { id: number } }>('/api/users/me')
  const paths = [`/case-studies/${slug}`, '/case-studies']
  const due = Date.now() + AHEAD_MS
  await ctx.cluster.query(
    `INSERT INTO payload_jobs (task_slug, queue, input, wait_until) VALUES ('schedulePublish', 'default', $1, $2)`,
    [
      JSON.stringify({
        type: 'publish',
        doc: { relationTo: 'case-studies', value: String(created.doc.id) },
        user: { relationTo: 'users', value: user.id },
      }),
      new Date(due).toISOString(),
    ],
  )
  const watched: Watched[] = ctx.cluster.instances.flatMap((instance) =>
    paths.map((path) => ({ instance, path, early: false, shownAfterMs: null })),
  )
  await Promise.all(watched.map((w) => watch(ctx, w, title, due)))
  const early = watched.filter((w) => w.early)
  const late = watched.filter((w) => w.shownAfterMs === null || w.shownAfterMs > SCHEDULE_BOUND_MS)
  const shown = watched.map((w) => w.shownAfterMs ?? Infinity)
  const [status] = await ctx.cluster.query<{ status: string }>(
    'SELECT _status AS status FROM case_studies WHERE id = $1',
    [created.doc.id],
  )
  const label = (w: Watched) => `${w.instance.name} ${w.path}`
  const fmt = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never')
  return {
    check: `11. scheduled publish: a case study due in 30 s, public on a, b and c within ${SCHEDULE_BOUND_MS / 1000} s of its time`,
    pass: early.length === 0 && late.length === 0 && status?.status === 'published',
    figures: `${watched.length} reads (study + /case-studies on each instance): shown after its time by ${fmt(Math.min(...shown))} to ${fmt(Math.max(...shown))}; ${early.length} before it${early.length ? ` (${early.map(label).join(', ')})` : ''}, ${late.length} late${late.length ? ` (${late.map(label).join(', ')})` : ''}; stored status ${status?.status ?? 'none'}`,
  }
}
