/** Shared helpers of the end-to-end specs. */
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test'

import { E2E_ADMIN } from './constants'

/** Phone and desktop widths every page is checked at. */
export const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const

/** Every public route, with a readable name for test titles and file names. */
export const PUBLIC_ROUTES = [
  { path: '/', name: 'home' },
  { path: '/about', name: 'about' },
  { path: '/services', name: 'services' },
  { path: '/ourworks', name: 'ourworks' },
  { path: '/package', name: 'package' },
  { path: '/contact', name: 'contact' },
  { path: '/privacy-policy', name: 'privacy-policy' },
  { path: '/terms-condition', name: 'terms-condition' },
  { path: '/case-studies', name: 'case-studies' },
  { path: '/case-studies/greenline-logistics-portal', name: 'case-study' },
  { path: '/payment/web-standard', name: 'payment' },
  { path: '/blog', name: 'blog' },
  { path: '/blog/local-seo-30-day-plan', name: 'blog-post' },
  { path: '/blog/category/seo', name: 'blog-category' },
  { path: '/search?q=seo', name: 'search' },
  { path: '/web-design-offer', name: 'landing-page' },
  { path: '/no-such-page', name: '404' },
] as const

/**
 * Loads `path` with Playwright's fake clock, then stops time: from here on timers only fire
 * through `page.clock.runFor` (no real waits in the tests).
 */
export async function gotoWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install()
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.clock.pauseAt(Date.now() + 1000)
}

/** The one slide of a carousel that is not `inert` (the visible one), e.g. "2 of 3". */
export function visibleSlide(carousel: Locator): Locator {
  return carousel.locator('[aria-roledescription="slide"]:not([inert])')
}

/**
 * The part of each image's natural area (fractions of its width and height, 0 to 1) that its
 * element shows, from the computed object-fit (cover) and object-position and the element's box.
 */
export function shownImageParts(images: Locator) {
  return images.evaluateAll((nodes) =>
    nodes.map((node) => {
      const img = node as HTMLImageElement
      const style = getComputedStyle(img)
      const box = img.getBoundingClientRect()
      // Off-screen slides load lazily: their width and height attributes give the same ratio.
      const [nw, nh] = img.naturalWidth
        ? [img.naturalWidth, img.naturalHeight]
        : [Number(img.getAttribute('width')), Number(img.getAttribute('height'))]
      const scale = Math.max(box.width / nw, box.height / nh)
      const [w, h] = [nw * scale, nh * scale]
      const [px, py] = style.objectPosition.split(' ').map((v) => parseFloat(v) / 100)
      const [dx, dy] = [(box.width - w) * px!, (box.height - h) * py!]
      return {
        fit: style.objectFit,
        position: style.objectPosition,
        left: -dx / w,
        right: (box.width - dx) / w,
        top: -dy / h,
        bottom: (box.height - dy) / h,
      }
    }),
  )
}

/**
 * The disclosure toggle (a `<summary>`) whose text matches `name`, inside `scope`. Browsers
 * expose a summary as a button with its expanded state; Playwright's role queries do not
 * know it, hence this locator.
 */
export function toggleNamed(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.locator('summary').filter({ hasText: name })
}

/** The header's menu button (a `<summary>`, see src/components/Header/MobileMenu.client.tsx). */
export function menuButton(page: Page): Locator {
  return page.getByTestId('menu-button')
}

/** Whether the disclosure `toggle` (from toggleNamed or menuButton) is open: its `<details>` state. */
export function isOpen(toggle: Locator): Promise<boolean> {
  return toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)
}

/**
 * Sends a contact message as a visitor would (the form's XSRF cookie echoed in the header)
 * from client address `ip`; returns the response of api/save_contact.
 */
export async function sendContactMessage(
  page: Page,
  fields: { name: string; email: string; subject: string; message: string },
  ip: string,
): Promise<APIResponse> {
  await page.goto('/contact')
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value
  return page.request.post('/api/save_contact', {
    data: { phone_number: '0123 456 789', ...fields },
    headers: { 'x-xsrf-token': decodeURIComponent(token), 'x-forwarded-for': ip },
  })
}

/** Signs `user` (the e2e admin by default) in to the admin UI (/admin/login) in `page`; resolves on the dashboard. */
export async function signInToAdmin(
  page: Page,
  user: { email: string; password: string } = E2E_ADMIN,
): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** The Authorization header of the e2e admin for REST calls (POST /api/users/login). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/**
 * Adds a block of `label` at the end of the page's layout (the admin's "Add Layout" drawer).
 * A block's button holds its thumbnail (alt text) and its label: it is found by the label.
 */
export async function addBlock(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Layout' }).click()
  const drawer = page.locator('.drawer__content').last()
  await drawer
    .getByRole('button')
    .filter({ has: page.getByText(label, { exact: true }) })
    .click()
}

/**
 * Makes `change` in the admin document open in `page` and publishes it as an editor would:
 * the change starts an autosave of the draft (500 ms after typing stops, src/collections/drafts.ts),
 * and Publish is pressed once that autosave answered. Resolves once the publish PATCH answered
 * 200 and the success toast shows; fails with the field errors the form shows when Payload refused it.
 */
export async function publishChange(page: Page, change: () => Promise<void>): Promise<void> {
  const autosave = (r: Response) => r.request().method() === 'PATCH' && r.url().includes('autosave=true')
  const autosaved = page.waitForResponse(autosave)
  await change()
  expect((await autosaved).status()).toBe(200)
  const published = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      !r.url().includes('draft=true') &&
      /\/api\/[\w-]+\/\d+/.test(r.url()),
  )
  const refused = page
    .locator('.field-error')
    .first()
    .waitFor({ state: 'attached' })
    .then(async () => {
      throw new Error(
        `The form shows field errors: ${(await page.locator('.field-error').allTextContents()).join(' | ')}`,
      )
    })
  await page.locator('#action-save').click()
  const answer = await Promise.race([published, refused])
  expect(answer.status(), await answer.text()).toBe(200)
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()
}

/** A lead of the inbox as a built form's answer stores it (depth 1). */
export type FormLead = {
  subject: string
  form: { id: number }
  formPage: { id: number } | null
  spam: boolean
  attribution: Record<string, unknown>
  files: { mimeType: string; url: string }[]
}

/** The contact messages whose sender name is `name`, read as an admin. */
export async function leadsNamed(request: APIRequestContext, name: string): Promise<FormLead[]> {
  const found = await request.get(
    `/api/contact-messages?where[name][equals]=${encodeURIComponent(name)}&depth=1`,
    { headers: await adminHeaders(request) },
  )
  return ((await found.json()) as { docs: FormLead[] }).docs
}
