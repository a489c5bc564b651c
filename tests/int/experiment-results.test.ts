/**
 * The measurement of A/B experiments on the database (SQLite in `npm run test:int`, PostgreSQL in
 * `npm run test:int:pg`): exposures flushed by the counter add up in analytics_experiments, in
 * the flush's transaction, and go with the retention; a lead sent from an experiment page records
 * the experiment and variant of the sender's cookie only when the running experiment of that page
 * has that variant (anything else: none, never an error), and the inbox CSV carries them; the
 * results route answers staff the figures of src/lib/experiments/results.ts over the stored
 * exposures and leads (401 anonymous, 400 bad id or range, 404 unknown page).
 *
 * The experiments collection is kept by the other half of the feature: the route's reader of
 * its documents is replaced here by a stand-in giving the same settings.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FORM_PAGE_FIELD } from '@/contracts/contact'
import { EXPERIMENT_RESULTS_PATH, type ExperimentEntry } from '@/contracts/experiments'
import { EXPERIMENT_COOKIE } from '@/contracts/http'
import { selectRows, sql } from '@/dashboard/sql'
import { createCounter } from '@/edge/analytics/counter'
import type { PageView } from '@/edge/analytics/page-view'
import { publishExperiments } from '@/infra/experiment-table'
import { figuresOf, type ExperimentFigures, type ExperimentSettings } from '@/lib/experiments/results'
import type { Page } from '@/payload-types'
import { answerExperimentResults } from '@/server/analytics/experiments-endpoint'
import { createAnalyticsStore, deleteOld, readExposures } from '@/server/analytics/store'
import { handleSaveContact } from '@/server/contact/handle'

import { collectingDefer, contactRequest, VALID_CONTACT } from '../helpers/contact'
import { testView } from '../helpers/page-view'
import { migratedPayload } from '../helpers/payload'
import { REST_ORIGIN, rest, restRoute, signedInToken } from '../helpers/rest'

const NOW = Date.parse('2026-11-20T12:00:00.000Z')
const context = { disableRevalidate: true }

let payload: Payload
let page: Page
let other: Page
let editor: string
let admin: string
let settings: ExperimentSettings[]

const newPage = (slug: string) =>
  payload.create({
    collection: 'pages',
    data: { title: slug, slug, layout: [{ blockType: 'hero', heading: slug }], _status: 'published' },
    context,
  })

const view = (address: string, variant: string | undefined): PageView =>
  testView('/exp-offer', address, variant ? { experiment: { id: 'e1', variant } } : {})

let ip = 0
/** Sends a lead through POST /api/save_contact's handler; the stored message. */
async function send(fields: Record<string, string>, cookies?: string) {
  const request = contactRequest({ fields: { ...VALID_CONTACT, ...fields }, ip: `192.0.2.${++ip}`, cookies })
  const response = await handleSaveContact(request, { payload, defer: collectingDefer().defer })
  expect(response.status).toBe(200)
  const { docs } = await payload.find({ collection: 'contact-messages', sort: '-id', limit: 1, depth: 0 })
  return docs[0]!
}

const stand_in = async (_: Payload, pageId: number) => settings.filter(() => pageId === page.id)

/** GET of the results route for `pageId` with `token` and `query`, through the stand-in reader. */
async function results(pageId: string, token: string | null, query = '') {
  const headers = new Headers(token ? { Authorization: `JWT ${token}` } : {})
  const request = new Request(`${REST_ORIGIN}${EXPERIMENT_RESULTS_PATH}/${pageId}${query}`, { headers })
  return answerExperimentResults(request, payload, pageId, stand_in)
}

beforeAll(async () => {
  payload = await migratedPayload()
  page = await newPage('exp-offer')
  other = await newPage('exp-other')
  const running: ExperimentEntry = {
    id: 'e1',
    path: '/exp-offer',
    pageId: String(page.id),
    variants: [
      { key: 'control', weight: 1 },
      { key: 'b', weight: 1 },
    ],
  }
  const elsewhere: ExperimentEntry = { ...running, id: 'e2', path: '/exp-other', pageId: String(other.id) }
  publishExperiments([running, elsewhere])
  settings = [
    {
      id: 'e1',
      name: 'Hero wording',
      status: 'running',
      variants: [
        { key: 'control', label: 'Control', weight: 1 },
        { key: 'b', label: 'Shorter hero', weight: 1 },
      ],
      minimum: { visitors: 2, conversions: 1 },
      promotedVariant: null,
    },
  ]
  editor = await signedInToken(payload, 'editor', 'exp-editor@example.com')
  admin = await signedInToken(payload, 'admin', 'exp-admin@example.com')

  const store = createAnalyticsStore(payload, 25, () => NOW)
  const counter = createCounter({ store: () => store, maxValues: 200, now: () => NOW })
  counter.record(view('10.0.0.1', 'control'))
  counter.record(view('10.0.0.1', 'control'))
  counter.record(view('10.0.0.2', 'b'))
  counter.record(view('10.0.0.3', undefined))
  expect(await counter.flush()).toBe('written')
  counter.record(view('10.0.0.2', 'b'))
  counter.record(view('10.0.0.4', 'b'))
  counter.record(view('10.0.0.5', 'control'))
  expect(await counter.flush()).toBe('written')
}, 120_000)

afterAll(async () => {
  publishExperiments([])
  await payload.destroy()
})

describe('exposures on the database', () => {
  it('add up one visitor per day and variant over flushes, beside the page views', async () => {
    expect(await readExposures(payload, 'e1', '2026-11-01', '2026-11-30')).toEqual([
      { day: '2026-11-20', experiment: 'e1', variant: 'b', visitors: 2 },
      { day: '2026-11-20', experiment: 'e1', variant: 'control', visitors: 2 },
    ])
    const [pages] = await selectRows(
      payload,
      sql`SELECT SUM(views) AS views, SUM(visitors) AS visitors FROM analytics_daily`,
    )
    expect([Number(pages!.views), Number(pages!.visitors)]).toEqual([7, 5])
  })

  it('go with the retention', async () => {
    await createAnalyticsStore(payload, 25).write(
      [],
      [{ day: '2024-01-05', experiment: 'e9', variant: 'control', visitors: 3 }],
    )
    expect(await readExposures(payload, 'e9', '2024-01-01', '2024-12-31')).toHaveLength(1)
    await deleteOld(payload, '2024-02-01', '2024-02-01')
    expect(await readExposures(payload, 'e9', '2024-01-01', '2024-12-31')).toEqual([])
  })
})

describe('a lead from an experiment page', () => {
  const cookie = (value: string) => `${EXPERIMENT_COOKIE}=${value}`

  it('records the experiment and the variant the sender holds for the page', async () => {
    const lead = await send({ [FORM_PAGE_FIELD]: String(page.id) }, cookie('e2.b~e1.b'))
    expect(lead.experiment).toEqual({ experimentId: 'e1', variant: 'b' })
  })

  it('records none for another page, an unknown variant or experiment, junk, or no page', async () => {
    for (const [fields, value] of [
      [{ [FORM_PAGE_FIELD]: String(other.id) }, 'e1.b'],
      [{ [FORM_PAGE_FIELD]: String(page.id) }, 'e1.z'],
      [{ [FORM_PAGE_FIELD]: String(page.id) }, 'e7.b'],
      [{ [FORM_PAGE_FIELD]: String(page.id) }, 'E1.B.x~%00;;='],
      [{ [FORM_PAGE_FIELD]: String(page.id) }, ''],
      [{}, 'e1.b'],
    ] as const) {
      const lead = await send(fields, cookie(value))
      expect(lead.experiment?.experimentId ?? null).toBeNull()
      expect(lead.experiment?.variant ?? null).toBeNull()
    }
  })

  it('cannot be given an experiment through the REST API, not even by an admin', async () => {
    const lead = await send({ [FORM_PAGE_FIELD]: String(page.id) }, cookie('e1.control'))
    const response = await rest(`/api/contact-messages/${lead.id}`, {
      method: 'PATCH',
      token: admin,
      body: JSON.stringify({ experiment: { experimentId: 'e2', variant: 'b' } }),
    })
    expect(response.status).toBe(200)
    const kept = await payload.findByID({ collection: 'contact-messages', id: lead.id, depth: 0 })
    expect(kept.experiment).toEqual({ experimentId: 'e1', variant: 'control' })
  })

  it('shows them in the inbox CSV as the last two columns', async () => {
    const response = await restRoute('/api/contact-messages/export.csv', { token: editor })
    const [header, ...lines] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header!.split(',').slice(-2)).toEqual(['experiment', 'variant'])
    expect(lines.filter((l) => l.endsWith(',e1,b'))).toHaveLength(1)
    expect(lines.filter((l) => l.endsWith(',e1,control'))).toHaveLength(1)
  })
})

describe('GET /api/analytics/experiments/{pageId}', () => {
  it("answers an editor the page's experiments with the figures of the stored exposures and leads", async () => {
    const response = await results(String(page.id), editor)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { pageId: number; experiments: ExperimentFigures[] }
    const expected = figuresOf(settings[0]!, await readExposures(payload, 'e1', '0000-01-01', '9999-12-31'), [
      { variant: 'b' },
      { variant: 'control' },
    ])
    expect(body).toEqual({ pageId: page.id, experiments: [expected] })
    expect(expected.variants.map((v) => [v.key, v.visitors, v.leads])).toEqual([
      ['control', 2, 1],
      ['b', 2, 1],
    ])
  })

  it('counts only the leads and exposures of the range asked for', async () => {
    const response = await results(String(page.id), admin, '?from=2026-11-21&to=2026-11-22')
    const body = (await response.json()) as { experiments: ExperimentFigures[] }
    expect(body.experiments[0]!.variants.map((v) => [v.visitors, v.leads])).toEqual([
      [0, 0],
      [0, 0],
    ])
  })

  it('answers an empty list for a page without experiments', async () => {
    expect(await (await results(String(other.id), editor)).json()).toEqual({
      pageId: other.id,
      experiments: [],
    })
  })

  it('answers 401 anonymous, 400 for a bad id or range, 404 for an unknown page, each with a message', async () => {
    for (const [id, token, query, status] of [
      [String(page.id), null, '', 401],
      ['abc', editor, '', 400],
      ['0', editor, '', 400],
      ['99999999999', editor, '', 400],
      [String(page.id), editor, '?from=2026-11-22', 400],
      [String(page.id), editor, '?from=2026-11-22&to=2026-11-01', 400],
      ['999999', editor, '', 404],
    ] as const) {
      const response = await results(id, token, query)
      expect([id, query, response.status]).toEqual([id, query, status])
      expect(typeof ((await response.json()) as { message: unknown }).message).toBe('string')
    }
  })

  it('is routed under its path (no experiments collection here yet: an empty list)', async () => {
    const response = await restRoute(`${EXPERIMENT_RESULTS_PATH}/${page.id}`, { token: editor })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ pageId: page.id, experiments: [] })
  })
})
