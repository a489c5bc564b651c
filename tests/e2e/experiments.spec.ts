/**
 * An A/B experiment end to end, on /web-design-offer: a 50/50 experiment set up through the
 * REST API; two browser contexts that drew different variants (the draw is proven through the
 * cookie the first view set; the second context is given the other key) see different heroes,
 * each the same on every reload, with JavaScript on and off; promoting the variant publishes
 * its hero and ends the experiment, and every visitor then sees it. The page's layout is put
 * back afterwards so the other specs see the demo page.
 */
import type { APIRequestContext, Browser } from '@playwright/test'

import { expect, test } from './fixtures'
import { E2E_CONTACT } from './constants'
import { adminHeaders, leadsNamed } from './helpers'

test.describe.configure({ mode: 'serial' })

const PATH = '/web-design-offer'
/** A browser's User-Agent: Playwright's own (HeadlessChrome) is a bot, and bots always get the control. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const HERO_B = 'Your new website, live in 4 weeks: fixed price'

type Context = { headers: Record<string, string>; pageId: number; layout: unknown[]; experimentId: number }
let setup: Context

async function prepare(request: APIRequestContext): Promise<Context> {
  const headers = await adminHeaders(request)
  const found = await request.get(`/api/pages?where[slug][equals]=web-design-offer&depth=0&limit=1`, {
    headers,
  })
  const page = ((await found.json()) as { docs: Array<{ id: number; layout: unknown[] }> }).docs[0]!
  const created = await request.post('/api/experiments', {
    headers,
    data: {
      name: 'Offer hero',
      page: page.id,
      status: 'running',
      variants: [
        { key: 'control', weight: 1 },
        {
          label: 'Fixed price',
          weight: 1,
          change: 'heroCta',
          hero: { heading: HERO_B, cta: { label: 'Get my quote', type: 'custom', url: '/contact' } },
          callToAction: { heading: 'Ready?', label: 'Talk to us', link: { type: 'custom', url: '/contact' } },
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return { headers, pageId: page.id, layout: page.layout, experimentId: doc.id }
}

/** The h1 of PATH in a fresh context (its cookie `cookie` when given), and the cookie it holds after. */
async function visit(
  browser: Browser,
  baseUrl: string,
  { javaScript = true, cookie }: { javaScript?: boolean; cookie?: string },
) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled: javaScript,
    userAgent: DESKTOP_CHROME,
  })
  if (cookie) await context.addCookies([{ name: 'site_exp', value: cookie, url: baseUrl }])
  const page = await context.newPage()
  const headings: string[] = []
  for (let i = 0; i < 3; i++) {
    await (i === 0 ? page.goto(PATH) : page.reload())
    headings.push((await page.locator('h1').first().textContent())!.trim())
  }
  const held = (await context.cookies()).find((c) => c.name === 'site_exp')
  await context.close()
  return { headings, held }
}

test.beforeAll(async ({ request }) => {
  setup = await prepare(request)
})

test.afterAll(async ({ request }) => {
  const { headers, pageId, layout, experimentId } = setup
  await request.delete(`/api/experiments/${experimentId}`, { headers })
  const strip = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(strip)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([k]) => k !== 'id')
              .map(([k, v]) => [k, strip(v)]),
          )
        : value
  const restored = await request.patch(`/api/pages/${pageId}`, {
    headers,
    data: { layout: strip(layout), _status: 'published' },
  })
  expect(restored.status()).toBe(200)
})

for (const javaScript of [true, false])
  test(`two visitors who drew different variants see different heroes, each on every reload (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    browser,
    baseURL,
  }) => {
    const first = await visit(browser, baseURL!, { javaScript })
    // The draw set the cookie: HttpOnly, first-party, naming this experiment's variant.
    expect(first.held?.httpOnly).toBe(true)
    expect(first.held?.sameSite).toBe('Lax')
    const drawn = new RegExp(`^${setup.experimentId}\\.(control|fixed-price)$`).exec(first.held!.value)![1]!
    expect(new Set(first.headings).size).toBe(1)
    const other = drawn === 'control' ? 'fixed-price' : 'control'
    const second = await visit(browser, baseURL!, { javaScript, cookie: `${setup.experimentId}.${other}` })
    const byKey = { [drawn]: first.headings[0]!, [other]: second.headings[0]! }
    expect(second.headings).toEqual([byKey[other], byKey[other], byKey[other]])
    expect(byKey['fixed-price']).toBe(HERO_B)
    expect(byKey.control).not.toBe(HERO_B)
  })

/**
 * Sends the page's lead form as a visitor holding variant `key` (JavaScript on or off); resolves
 * to the hero it saw before and after sending.
 */
async function sendLead(browser: Browser, baseUrl: string, key: string, name: string, javaScript: boolean) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled: javaScript,
    userAgent: DESKTOP_CHROME,
  })
  await context.addCookies([{ name: 'site_exp', value: `${setup.experimentId}.${key}`, url: baseUrl }])
  const page = await context.newPage()
  await page.goto(PATH)
  const before = (await page.locator('h1').first().textContent())!.trim()
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('E-mail', { exact: true }).fill('lead@example.com')
  await page.getByLabel('Phone number', { exact: true }).fill('+1 555 010 0300')
  await page.getByLabel('Message', { exact: true }).fill('Please call me about the offer.')
  await page.waitForTimeout(E2E_CONTACT.minFillMs + 200)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Thank you for your message. We will get back to you soon.')).toBeVisible()
  const after = (await page.locator('h1').first().textContent())!.trim()
  await context.close()
  return { before, after }
}

test('a lead from each variant is recorded with its experiment and variant', async ({
  browser,
  baseURL,
  request,
}) => {
  // Two sends, then up to a flush interval of the server's counts.
  test.setTimeout(120_000)
  const stamp = Date.now()
  for (const [key, javaScript] of [
    ['control', true],
    ['fixed-price', false],
  ] as const) {
    const name = `Experiment lead ${key} ${stamp}`
    const seen = await sendLead(browser, baseURL!, key, name, javaScript)
    expect(seen.before === HERO_B, `${key} sees its own hero`).toBe(key === 'fixed-price')
    expect(seen.after, `${key} keeps its hero after sending`).toBe(seen.before)
    const leads = (await leadsNamed(request, name)) as unknown as Array<{
      experiment?: Record<string, unknown>
    }>
    expect(leads).toHaveLength(1)
    expect(leads[0]!.experiment).toMatchObject({ experimentId: String(setup.experimentId), variant: key })
  }
  // The results route counts the exposures (written at the server's next flush) and the leads.
  const variantsNow = async () => {
    const answer = await request.get(`/api/analytics/experiments/${setup.pageId}`, { headers: setup.headers })
    const body = (await answer.json()) as {
      experiments: Array<{
        id: string | number
        variants: Array<{ key: string; visitors: number; leads: number }>
      }>
    }
    const ours = body.experiments.find((e) => String(e.id) === String(setup.experimentId))
    return Object.fromEntries((ours?.variants ?? []).map((v) => [v.key, v.visitors > 0 && v.leads > 0]))
  }
  await expect
    .poll(variantsNow, { timeout: 45_000, intervals: [1000] })
    .toEqual({ control: true, 'fixed-price': true })
})

test('promoting the variant publishes its hero and ends the experiment: every visitor sees it', async ({
  request,
  browser,
  baseURL,
}) => {
  const { headers, experimentId } = setup
  const promoted = await request.post(`/api/experiments/${experimentId}/promote`, {
    headers,
    data: { variant: 'fixed-price' },
  })
  expect(promoted.status()).toBe(200)
  const ended = await request.get(`/api/experiments/${experimentId}?depth=0`, { headers })
  expect(await ended.json()).toMatchObject({ status: 'ended', promotedVariant: 'fixed-price' })
  for (const cookie of [undefined, `${experimentId}.control`]) {
    const { headings, held } = await visit(browser, baseURL!, { cookie })
    expect(headings).toEqual([HERO_B, HERO_B, HERO_B])
    expect(held?.value ?? '').toBe(cookie ?? '')
  }
})
