/**
 * XSS proof: as the admin, every text, textarea and rich-text field of every
 * collection and global (walked from the Payload config, so new fields are covered) gets
 * script tags, an `onerror` handler, an attribute break-out into `<svg onload>` and
 * `javascript:` links (tests/helpers/content-fields.ts). Then every page of the sitemap (and
 * the 404 page) is opened in Chromium: the attacks show as text, none runs (no
 * `window.__xss`, no dialog), and the DOM holds no script, handler attribute or
 * `javascript:` URL of ours; the §7 JSON API's HTML fields hold none either.
 *
 * Runs in the `faults` project, after every other spec (it leaves the content hostile).
 */
import type { APIRequestContext } from '@playwright/test'

import { READ_ROUTES } from '../../../src/server/api/openapi'
import {
  poison,
  readContentTree,
  restorePath,
  XSS_MARKER,
  type FieldNode,
} from '../../helpers/content-fields'
import { E2E_ADMIN } from '../constants'
import { expect, test } from '../fixtures'

type Doc = Record<string, unknown> & { id?: number | string }
type ValidationError = { errors?: Array<{ data?: { errors?: Array<{ path: string }> } }> }

test.describe.configure({ mode: 'serial' })

/** Field paths the server refused to store the attack in (validation), per document, and what was written. */
const refused: string[] = []
const written: Record<string, number> = {}

/** Writes the poisoned copy of `doc`; paths failing validation get their stored value back, then it retries. */
async function store(
  request: APIRequestContext,
  url: string,
  method: 'PATCH' | 'POST',
  fields: FieldNode[],
  doc: Doc,
  label: string,
  auth: Record<string, string>,
) {
  const { data, paths } = poison(fields, doc)
  if (!paths.length) return // nothing an editor types (orders: all set by the payment flow)
  let last = ''
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await request.fetch(url, { method, headers: auth, data })
    if (response.ok()) {
      written[label] = (written[label] ?? 0) + paths.length
      return
    }
    const body = (await response.json().catch(() => ({}))) as ValidationError
    const failing = (body.errors ?? []).flatMap((e) => e.data?.errors ?? []).map((e) => e.path)
    expect(
      failing.length,
      `${label}: ${response.status()} ${JSON.stringify(body).slice(0, 300)}`,
    ).toBeGreaterThan(0)
    last = JSON.stringify(body).slice(0, 600)
    for (const path of failing) {
      restorePath(data, doc, path)
      refused.push(`${label}.${path}`)
    }
  }
  throw new Error(`${label} ${url}: not stored after 4 attempts; last refusal: ${last}`)
}

test('every text and rich-text field holds the attacks', async ({ request }) => {
  test.setTimeout(180_000)
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const tree = readContentTree()
  for (const { slug, fields } of tree.collections) {
    const list = await request.get(`/api/${slug}?limit=200&depth=0`, { headers: auth })
    expect(list.status(), slug).toBe(200)
    for (const doc of ((await list.json()) as { docs: Doc[] }).docs) {
      // A draft never published (an editor's autosave of a new page: no title yet) is saved as
      // the draft it is; the published-document rules (required fields) apply when it is published.
      const draft = doc._status === 'draft' ? '&draft=true' : ''
      const url = `/api/${slug}/${doc.id}?depth=0${draft}`
      await store(request, url, 'PATCH', fields, doc, slug, auth)
    }
  }
  for (const { slug, fields } of tree.globals) {
    const current = await request.get(`/api/globals/${slug}?depth=0`, { headers: auth })
    expect(current.status(), slug).toBe(200)
    await store(
      request,
      `/api/globals/${slug}?depth=0`,
      'POST',
      fields,
      (await current.json()) as Doc,
      `globals.${slug}`,
      auth,
    )
  }
  test
    .info()
    .annotations.push(
      { type: 'written', description: JSON.stringify(written) },
      { type: 'refused by validation', description: refused.join(', ') || 'none' },
    )
  // Every public content type really carries the attacks (the page checks below are not vacuous).
  for (const label of [
    'banners',
    'testimonials',
    'projects',
    'solutions',
    'services',
    'packages',
    'case-studies',
    'pages',
    'work-categories',
    'media',
    'globals.settings',
    'globals.about',
    'globals.contact-info',
    'globals.privacy-policy',
    'globals.terms-condition',
    'globals.seo',
  ]) {
    expect(written[label] ?? 0, label).toBeGreaterThan(0)
  }
})

/** Public pages: the sitemap's (so every package payment page), plus /home and a 404. */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(paths.length).toBeGreaterThan(8)
  return [...new Set([...paths, '/home', '/no-such-page'])]
}

test('no page runs an attack, and every page shows them as text', async ({ page, request }) => {
  test.setTimeout(300_000)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  for (const path of await publicPaths(request)) {
    // Pages are expired by tag on save and regenerated in the background: wait for the new content.
    await expect
      .poll(async () => (await request.get(path)).text(), { message: path, timeout: 30_000 })
      .toContain(XSS_MARKER)
    await page.goto(path)
    await page.waitForLoadState('load')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(300)
    const found = await page.evaluate((marker) => {
      const holes: string[] = []
      if ((window as unknown as Record<string, unknown>)[marker] !== undefined)
        holes.push(`window.${marker} was set`)
      for (const script of document.querySelectorAll('script')) {
        // Ours would be the script's whole code; React's payload scripts carry the text as escaped JSON data.
        if (script.textContent?.trim().startsWith(`window.${marker}`))
          holes.push(`script: ${script.outerHTML.slice(0, 120)}`)
      }
      for (const el of document.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          const value = attr.value.trim().toLowerCase()
          if (attr.name.startsWith('on') && value.includes(marker.toLowerCase()))
            holes.push(`${el.tagName} ${attr.name}=${attr.value}`)
          // React 19 replaces javascript: URLs by its own throwing one; that one is harmless.
          if (
            ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attr.name) &&
            value.startsWith('javascript:') &&
            value.includes(marker.toLowerCase())
          ) {
            holes.push(`${el.tagName} ${attr.name}=${attr.value}`)
          }
        }
      }
      return { holes, shown: document.body.innerText.includes(`window.${marker}=1`) }
    }, XSS_MARKER)
    expect(found.holes, path).toEqual([])
    expect(found.shown, `${path} shows the attack as text`).toBe(true)
  }
  expect(dialogs).toEqual([])
})

/** Property names that `schema` (a JSON schema of the OpenAPI document) marks as sanitized HTML, at any depth. */
function htmlKeys(schema: unknown, keys = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return keys
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value))
        if ((property as { description?: string }).description === 'Sanitized HTML') keys.add(name)
    }
    htmlKeys(value, keys)
  }
  return keys
}

function valuesAt(node: unknown, keys: Set<string>, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) valuesAt(item, keys, out)
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (keys.has(key) && typeof value === 'string') out.push(value)
      else valuesAt(value, keys, out)
    }
  }
  return out
}

test('the JSON API answers no script, handler or javascript: link in its HTML fields', async ({
  request,
}) => {
  type OpenApi = { components: { schemas: Record<string, unknown> } }
  const doc = (await (await request.get('/api/openapi.json')).json()) as OpenApi
  let attacked = 0
  let fields = 0
  for (const route of READ_ROUTES) {
    // The HTML fields of this answer's own schema (a `description` is HTML in one answer, text in another).
    const keys = htmlKeys(doc.components.schemas[route.schema])
    const body = await (await request.get(route.path)).json()
    fields += keys.size
    for (const html of valuesAt(body, keys)) {
      if (html.includes(XSS_MARKER)) attacked++
      expect(html, route.path).not.toMatch(/<script/i)
      expect(html, route.path).not.toMatch(/<[^>]*\son[a-z]+\s*=/i)
      expect(html, route.path).not.toMatch(/(href|src)\s*=\s*["']?\s*javascript:/i)
    }
  }
  expect(fields).toBeGreaterThan(0)
  expect(attacked, 'HTML fields carrying the (neutralised) attack').toBeGreaterThan(3)
})
