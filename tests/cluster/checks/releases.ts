/**
 * Check 13, releases: a release of a landing page's new heading, a package's lower price (shown
 * in the page's price table) and a new home banner, published with *Publish now* on instance a
 * (POST /api/releases/{id}/publish), changes together on a, b and c (docs/architecture.md
 * "Releases"). While it is published, every instance is read without pause:
 * - no answer of the landing page mixes the two (new heading with the old price, or the reverse);
 * - on one instance, once an answer showed any part of the release, no answer begun after it
 *   shows an older state of either page (the banner on /home included);
 * - every instance shows all of it within RELEASE_BOUND_MS of the publish's answer.
 */
import type { Instance } from '../cluster'
import { getPage, sleep, type CheckResult, type Context } from './context'

/** Every instance shows the whole release this soon after the publish answered (ms). */
export const RELEASE_BOUND_MS = 5_000
/** Reading goes on this long before the publish, to see the old state on every instance (ms). */
const BEFORE_MS = 1_500
const GIVE_UP_MS = RELEASE_BOUND_MS + 10_000

type State = 'old' | 'new' | 'mixed' | 'error'
type Read = { instance: string; path: string; start: number; end: number; state: State }

/** Reads `path` on `instance` until `until()` says stop, classifying each answer. */
async function poll(
  ctx: Context,
  instance: Instance,
  path: string,
  classify: (html: string) => State,
  reads: Read[],
  until: () => boolean,
): Promise<void> {
  while (!until()) {
    const start = performance.now()
    const answer = await getPage(ctx.cluster, instance.url, path).catch(() => null)
    const state = answer?.status === 200 ? classify(answer.text()) : 'error'
    reads.push({ instance: instance.name, path, start, end: performance.now(), state })
    await sleep(20)
  }
}

/** Check 13 (see above): one row. */
export async function checkRelease(ctx: Context): Promise<CheckResult> {
  const a = ctx.cluster.instances[0]!
  const rest = ctx.rest(a)
  const run = ctx.run
  const media = (await rest.get<{ docs: Array<{ id: number }> }>('/api/media?limit=1&depth=0')).docs[0]!.id
  const name = `CLUSTER RELEASE ${run}`
  const oldHeading = `Cluster release before ${run}`
  const newHeading = `Cluster release after ${run}`
  const bannerTitle = `Cluster release banner ${run}`
  const slug = `cluster-release-${run}`
  const priceTable = { blockType: 'priceTable', heading: 'Prices', category: 'website' }
  const pkg = await rest.post<{ doc: { id: number } }>('/api/packages', {
    key: slug,
    category: 'website',
    name,
    price: 200,
    features: [{ text: 'Everything', included: true }],
    _status: 'published',
  })
  const page = await rest.post<{ doc: { id: number } }>('/api/pages', {
    title: `Cluster release ${run}`,
    slug,
    layout: [{ blockType: 'hero', heading: oldHeading }, priceTable],
    _status: 'published',
  })
  await rest.patch(`/api/pages/${page.doc.id}?draft=true`, {
    layout: [{ blockType: 'hero', heading: newHeading }, priceTable],
  })
  await rest.patch(`/api/packages/${pkg.doc.id}?draft=true`, { price: 150 })
  const banner = await rest.post<{ doc: { id: number } }>('/api/banners?draft=true', {
    title: bannerTitle,
    banner_image: media,
    _status: 'draft',
  })
  const release = await rest.post<{ doc: { id: number } }>('/api/releases', {
    name: `Cluster release ${run}`,
    items: [
      { document: { relationTo: 'pages', value: page.doc.id } },
      { document: { relationTo: 'packages', value: pkg.doc.id } },
      { document: { relationTo: 'banners', value: banner.doc.id } },
    ],
  })

  const landing = (html: string): State => {
    const heading = html.includes(newHeading) ? 'new' : html.includes(oldHeading) ? 'old' : 'error'
    const price = html.includes(`Buy ${name} for $150`)
      ? 'new'
      : html.includes(`Buy ${name} for $200`)
        ? 'old'
        : 'error'
    if (heading === 'error' || price === 'error') return 'error'
    return heading === price ? heading : 'mixed'
  }
  const home = (html: string): State => (html.includes(bannerTitle) ? 'new' : 'old')

  const reads: Read[] = []
  let publishedAt = Infinity
  /** Stop once every instance showed the whole release 5 times in a row, or at GIVE_UP_MS. */
  const done = () => {
    if (performance.now() - publishedAt > GIVE_UP_MS) return true
    return ctx.cluster.instances.every((i) =>
      ['landing', 'home'].every((kind) => {
        const mine = reads.filter(
          (r) => r.instance === i.name && r.path === (kind === 'home' ? '/home' : `/${slug}`),
        )
        return mine.length >= 5 && mine.slice(-5).every((r) => r.state === 'new')
      }),
    )
  }
  const polls = ctx.cluster.instances.flatMap((instance) => [
    poll(ctx, instance, `/${slug}`, landing, reads, done),
    poll(ctx, instance, '/home', home, reads, done),
  ])
  await sleep(BEFORE_MS)
  const publishing = performance.now()
  const answer = await rest.post<{ status: string }>(`/api/releases/${release.doc.id}/publish`, {})
  publishedAt = performance.now()
  await Promise.all(polls)

  const mixed = reads.filter((r) => r.state === 'mixed')
  const errors = reads.filter((r) => r.state === 'error')
  // Each instance answered the old state before the publish, so the change was seen to happen.
  const oldBefore = ctx.cluster.instances.every((i) =>
    reads.some((r) => r.instance === i.name && r.state === 'old' && r.end < publishing),
  )
  // Per instance: an old answer begun after a new one (of either page) ended is a step back.
  const stepsBack = reads.filter(
    (r) =>
      r.state === 'old' &&
      reads.some((n) => n.instance === r.instance && n.state === 'new' && n.end < r.start),
  )
  const lateness = ctx.cluster.instances.map((i) => {
    const firstNew = (path: string) =>
      reads.find((r) => r.instance === i.name && r.path === path && r.state === 'new')?.start ?? Infinity
    return Math.max(firstNew(`/${slug}`), firstNew('/home')) - publishedAt
  })
  const late = lateness.filter((ms) => ms > RELEASE_BOUND_MS)
  const fmt = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never')
  return {
    check: `13. release: a page, its price and a banner change together on a, b and c, all within ${RELEASE_BOUND_MS / 1000} s`,
    pass:
      answer.status === 'published' &&
      oldBefore &&
      mixed.length === 0 &&
      errors.length === 0 &&
      stepsBack.length === 0 &&
      late.length === 0,
    figures: `${reads.length} reads${oldBefore ? '' : ' (an instance never showed the old state first)'}; ${mixed.length} mixed, ${stepsBack.length} back to the old state after the new, ${errors.length} failed; whole release shown after ${lateness.map(fmt).join(', ')} (a, b, c)`,
  }
}
