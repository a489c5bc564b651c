/**
 * Check 1, freshness: an edit saved through the admin REST API of instance a is shown by b and c
 * (read straight from them, not through nginx, with the public Host so that their page caches
 * answer as they would) within 1 s. 21 edits, taking turns over a service title (/services), a
 * package price (/package and the amount of /payment/web-standard), a global (the settings'
 * header phone, on every page: /about), a blog post's title (the post, rendered on first
 * request and cached by tag, and /blog), a case study's title (the study and /case-studies), a
 * landing page's title (/web-design-offer) and another post unpublished and published again
 * in turn (its page a 404, then the post). b and c serve every one of these paths once before the
 * first edit (as running instances would have). Then instance c is restarted (SIGTERM, start): it must
 * show the latest values at once, not those of its build, and show a further edit within 1 s.
 */
import { TEXT } from '../../../src/contracts/constants'
import { formatUsd } from '../../../src/lib/format'
import { percentile } from '../../../bench/load'
import type { Instance } from '../cluster'
import { getPage, msUntilShown, type CheckResult, type Context } from './context'

/** How long an edit may take to show on the other instances (ms). */
export const FRESHNESS_LIMIT_MS = 1000
const EDITS = 21
/** Wait this long (ms) for a late edit, to report how late it was. */
const GIVE_UP_MS = 5000
/** The seeded post whose title the checks edit, and the one they unpublish and publish (src/seed/content/blog.ts). */
export const POST_SLUG = 'local-seo-30-day-plan'
const TOGGLED_POST_SLUG = 'core-web-vitals-explained'
/** The seeded case study and landing page whose titles the checks edit (src/seed/content/). */
const CASE_STUDY_SLUG = 'mitchell-bakery-online-ordering'
const LANDING_PAGE_SLUG = 'web-design-offer'

type Kind = 'service' | 'package' | 'global' | 'post' | 'case-study' | 'page' | 'publish'
/** `apply(n)` saves edit `n` and returns what `paths` must then show, in answers of status `status()` (default 200). */
type Target = { kind: Kind; apply: (n: number) => Promise<string[]>; paths: string[]; status?: () => number }

/** The id of the document of `collection` with `slug` (a seeded one), read through `via` (default a); throws when there is none. */
export async function idOf(
  ctx: Context,
  collection: string,
  slug: string,
  via: Instance = ctx.cluster.instances[0]!,
): Promise<number | string> {
  const { docs } = await ctx
    .rest(via)
    .get<{ docs: Array<{ id: number | string }> }>(`/api/${collection}?where[slug][equals]=${slug}&depth=0`)
  if (docs[0] === undefined) throw new Error(`no ${collection} ${slug}`)
  return docs[0].id
}

/** The service shown on /services whose title the checks edit: the first one whose title the page holds. */
export async function editableService(ctx: Context): Promise<{ id: number | string; path: string }> {
  const a = ctx.cluster.instances[0]!
  const { docs } = await ctx
    .rest(a)
    .get<{ docs: Array<{ id: number | string; title: string }> }>(
      '/api/services?limit=100&depth=0&sort=createdAt',
    )
  const html = (await getPage(ctx.cluster, a.url, '/services')).text()
  const shown = docs.find((d) => html.includes(d.title.replace(/&/g, '&amp;')))
  if (!shown) throw new Error('no service title of the REST API is on /services')
  return { id: shown.id, path: '/services' }
}

/** Sets the service's title through instance `via`; returns the title. */
export async function editServiceTitle(ctx: Context, via: Instance, id: number | string, label: string) {
  const title = `Cluster service ${ctx.run} ${label}`
  await ctx.rest(via).patch(`/api/services/${id}`, { title })
  return title
}

async function targets(ctx: Context): Promise<Target[]> {
  const a = ctx.cluster.instances[0]!
  const service = await editableService(ctx)
  const packages = await ctx
    .rest(a)
    .get<{ docs: Array<{ id: number | string }> }>('/api/packages?where[key][equals]=web-standard&depth=0')
  const packageId = packages.docs[0]?.id
  if (packageId === undefined) throw new Error('no package web-standard')
  const [postId, toggledId, studyId, pageId] = await Promise.all([
    idOf(ctx, 'posts', POST_SLUG),
    idOf(ctx, 'posts', TOGGLED_POST_SLUG),
    idOf(ctx, 'case-studies', CASE_STUDY_SLUG),
    idOf(ctx, 'pages', LANDING_PAGE_SLUG),
  ])
  let toggledPublished = true
  /** Sets the title of `collection`'s document `id` on a; returns the title. */
  const retitle = async (collection: string, id: number | string, title: string) => {
    await ctx.rest(a).patch(`/api/${collection}/${id}`, { title })
    return [title]
  }
  const base = 1000 + Math.floor(Math.random() * 500) * 10
  return [
    {
      kind: 'service',
      paths: [service.path],
      apply: async (n) => [await editServiceTitle(ctx, a, service.id, `edit ${n}`)],
    },
    {
      kind: 'package',
      paths: ['/package', '/payment/web-standard'],
      apply: async (n) => {
        const price = base + n
        await ctx.rest(a).patch(`/api/packages/${packageId}`, { price })
        return [formatUsd(price)]
      },
    },
    {
      kind: 'global',
      paths: ['/about'],
      apply: async (n) => {
        const phone = `+1 555 ${ctx.run.replace(/\D/g, '').slice(0, 4).padEnd(4, '0')} ${1000 + n}`
        await ctx.rest(a).post('/api/globals/settings', { header_phone: phone })
        return [phone]
      },
    },
    {
      kind: 'post',
      paths: [`/blog/${POST_SLUG}`, '/blog'],
      apply: (n) => retitle('posts', postId, `Cluster post ${ctx.run} edit ${n}`),
    },
    {
      kind: 'case-study',
      paths: [`/case-studies/${CASE_STUDY_SLUG}`, '/case-studies'],
      apply: (n) => retitle('case-studies', studyId, `Cluster case study ${ctx.run} edit ${n}`),
    },
    {
      kind: 'page',
      paths: [`/${LANDING_PAGE_SLUG}`],
      apply: (n) => retitle('pages', pageId, `Cluster page ${ctx.run} edit ${n}`),
    },
    {
      // Its turns alternate: unpublished (the post's page is the 404 page), then published again.
      kind: 'publish',
      paths: [`/blog/${TOGGLED_POST_SLUG}`],
      status: () => (toggledPublished ? 200 : 404),
      apply: async (n) => {
        toggledPublished = !toggledPublished
        const title = `Cluster toggled post ${ctx.run} edit ${n}`
        await ctx
          .rest(a)
          .patch(`/api/posts/${toggledId}`, { title, _status: toggledPublished ? 'published' : 'draft' })
        return [toggledPublished ? title : TEXT.notFoundHeading]
      },
    },
  ]
}

/** Applies edit `n` of `target` on a; ms until each of `readers` showed it on every path (null: not within GIVE_UP_MS). */
async function editAndWatch(ctx: Context, target: Target, n: number, readers: Instance[]) {
  const [expected] = await target.apply(n)
  const since = performance.now()
  const reads = readers.flatMap((instance) => target.paths.map((path) => ({ instance, path })))
  const lastPolls: string[] = []
  const waits = await Promise.all(
    reads.map(({ instance, path }, index) =>
      msUntilShown(
        ctx.cluster,
        instance.url,
        path,
        expected!,
        since,
        GIVE_UP_MS,
        (last) => {
          lastPolls[index] = last
        },
        target.status?.(),
      ),
    ),
  )
  const labels = reads.map(
    ({ instance, path }, index) =>
      `${instance.name} ${path}${lastPolls[index] ? `: ${lastPolls[index]}` : ''}`,
  )
  return { expected: expected!, waits, labels }
}

/** Check 1 (see above): two rows, the 20 edits and the restart of c; throws when the seeded service or package is missing. */
export async function checkFreshness(ctx: Context): Promise<CheckResult[]> {
  const [, b, c] = ctx.cluster.instances as [Instance, Instance, Instance]
  const list = await targets(ctx)
  // Every path is served once by b and c before the edits: a production instance has served its
  // pages before an edit arrives, so the first read measures the edit, not a route's first load.
  for (const instance of [b, c])
    for (const path of new Set(list.flatMap((target) => target.paths)))
      await getPage(ctx.cluster, instance.url, path)
  const waits: number[] = []
  const late: string[] = []
  const latest = new Map<Kind, { paths: string[]; expected: string }>()
  const perKind: Record<Kind, number> = {
    service: 0,
    package: 0,
    global: 0,
    post: 0,
    'case-study': 0,
    page: 0,
    publish: 0,
  }
  for (let n = 0; n < EDITS; n++) {
    const target = list[n % list.length]!
    const result = await editAndWatch(ctx, target, n, [b, c])
    perKind[target.kind]++
    latest.set(target.kind, { paths: target.paths, expected: result.expected })
    for (const [index, ms] of result.waits.entries()) {
      if (ms === null || ms > FRESHNESS_LIMIT_MS) late.push(`${target.kind} on ${result.labels[index]}`)
      waits.push(ms ?? Infinity)
    }
  }
  const sorted = [...waits].sort((x, y) => x - y)
  const fmt = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : `> ${GIVE_UP_MS} ms`)
  const first: CheckResult = {
    check: '1. freshness: edit on a, seen on b and c within 1 s',
    pass: late.length === 0,
    figures: `${EDITS} edits (${perKind.service} service title, ${perKind.package} package price on /package + /payment, ${perKind.global} settings global, ${perKind.post} post title on the post + /blog, ${perKind['case-study']} case study title on the study + /case-studies, ${perKind.page} landing page title, ${perKind.publish} post unpublished or published again), ${waits.length} reads: ${late.length} late${late.length ? ` (${[...new Set(late)].join(', ')})` : ''}; median ${fmt(percentile(sorted, 50))}, max ${fmt(sorted.at(-1) ?? 0)}`,
  }

  ctx.log('   restarting instance c...')
  await c.terminate()
  await c.start()
  const stale: string[] = []
  for (const [kind, { paths, expected }] of latest)
    for (const path of paths) {
      const answer = await getPage(ctx.cluster, c.url, path)
      if (!answer.text().includes(expected)) stale.push(`${kind} ${path}`)
    }
  const after: number[] = []
  for (const [index, target] of list.entries()) {
    const result = await editAndWatch(ctx, target, EDITS + index, [c])
    after.push(...result.waits.map((ms) => ms ?? Infinity))
  }
  const lateAfter = after.filter((ms) => ms > FRESHNESS_LIMIT_MS).length
  return [
    first,
    {
      check: '1. freshness after restarting c',
      pass: stale.length === 0 && lateAfter === 0,
      figures: `restarted c shows the latest edits: ${stale.length ? `no, stale: ${stale.join(', ')}` : 'yes'}; ${list.length} new edits on c: max ${fmt(Math.max(...after))}`,
    },
  ]
}
