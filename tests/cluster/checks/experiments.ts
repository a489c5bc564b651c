/**
 * Check 14, experiments: a 50/50 experiment started on instance a (POST /api/experiments) is in
 * every instance's table within EXPERIMENT_BOUND_MS (sent through Redis,
 * src/infra/instance-sync.ts). A visitor's first view on a draws a variant and sets `site_exp`;
 * with that cookie, and with one naming the other variant, every read on a, b and c (three each)
 * shows that variant's hero, and a bot sees the control on each (docs/content.md "Experiments").
 */
import { getPage, sleep, type CheckResult, type Context } from './context'

/** Every instance serves a started experiment this soon after the create answered (ms). */
export const EXPERIMENT_BOUND_MS = 5_000
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' }
const BOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }

/** Check 14 (see above): one row. */
export async function checkExperiments(ctx: Context): Promise<CheckResult> {
  const { cluster, run } = ctx
  const [a] = cluster.instances
  const rest = ctx.rest(a!)
  const slug = `cluster-experiment-${run}`
  const heroes = { control: `Cluster hero A ${run}`, b: `Cluster hero B ${run}` }
  const page = await rest.post<{ doc: { id: number } }>('/api/pages', {
    title: `Cluster experiment ${run}`,
    slug,
    layout: [{ blockType: 'hero', heading: heroes.control }],
    _status: 'published',
  })
  const started = performance.now()
  const experiment = await rest.post<{ doc: { id: number } }>('/api/experiments', {
    name: `Cluster experiment ${run}`,
    page: page.doc.id,
    status: 'running',
    variants: [
      { key: 'control', weight: 1 },
      {
        label: 'b',
        weight: 1,
        change: 'heroCta',
        hero: { heading: heroes.b },
        callToAction: { heading: 'Call', label: 'Go', link: { type: 'custom', url: '/contact' } },
      },
    ],
  })
  const id = experiment.doc.id
  const path = `/${slug}`
  const heroOf = (html: string) =>
    html.includes(heroes.b) ? 'b' : html.includes(heroes.control) ? 'control' : 'none'
  // Every instance draws (sets the cookie) once the table reached it.
  const reached: number[] = []
  for (const instance of cluster.instances) {
    for (;;) {
      const answer = await getPage(cluster, instance.url, path, BROWSER)
      if (String(answer.headers['set-cookie'] ?? '').includes(`site_exp=${id}.`)) break
      if (performance.now() - started > EXPERIMENT_BOUND_MS)
        return { check: '14. experiments', pass: false, figures: `${instance.name}: no draw after 5 s` }
      await sleep(50)
    }
    reached.push(Math.round(performance.now() - started))
  }
  const first = await getPage(cluster, a!.url, path, BROWSER)
  const drawn = new RegExp(`site_exp=${id}\\.([a-z0-9-]+)`).exec(String(first.headers['set-cookie']))?.[1]
  const problems: string[] = []
  if (heroOf(first.text()) !== drawn) problems.push(`a drew ${drawn} but showed ${heroOf(first.text())}`)
  const keys = [drawn ?? 'control', drawn === 'b' ? 'control' : 'b']
  for (const key of keys)
    for (const instance of cluster.instances)
      for (let i = 0; i < 3; i++) {
        const answer = await getPage(cluster, instance.url, path, {
          ...BROWSER,
          cookie: `site_exp=${id}.${key}`,
        })
        const shown = heroOf(answer.text())
        if (answer.status !== 200 || shown !== key || answer.headers['set-cookie'])
          problems.push(`${instance.name} read ${i + 1} of ${key}: ${answer.status} ${shown}`)
      }
  for (const instance of cluster.instances) {
    const answer = await getPage(cluster, instance.url, path, BOT)
    if (heroOf(answer.text()) !== 'control' || answer.headers['set-cookie'])
      problems.push(`${instance.name}: a bot got ${heroOf(answer.text())}`)
  }
  await rest.patch(`/api/experiments/${id}`, { status: 'ended' })
  return {
    check: '14. experiments',
    pass: problems.length === 0,
    figures: problems.length
      ? problems.slice(0, 3).join('; ')
      : `drawn ${drawn}; table on a, b, c after ${reached.join(', ')} ms; 18 reads each the holder's variant, bots the control`,
  }
}
