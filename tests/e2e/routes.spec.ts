/** Every public route answers with its heading and content. */
import { expect, test } from './fixtures'

const ROUTES: Array<{ path: string; heading: string | RegExp; level?: number; text?: string[] }> = [
  {
    path: '/',
    heading: 'ABOUT OUR BUSINESS',
    level: 2,
    text: [
      'WHAT PEOPLE SAY',
      'WHO WE ARE',
      'Website Development And Designing Service',
      'Solutions That Make The World Revolve',
    ],
  },
  { path: '/home', heading: 'ABOUT OUR BUSINESS', level: 2, text: ['Read More'] },
  { path: '/about', heading: 'About Us', level: 1 },
  {
    path: '/services',
    heading: 'Services',
    level: 1,
    text: ['Search Engine Optimisation', 'Pay-Per-Click Advertising'],
  },
  { path: '/ourworks', heading: 'Our Work', level: 1, text: ['How Can We Help?', 'RP Solutions'] },
  {
    path: '/package',
    heading: 'Packages',
    level: 1,
    text: ['ULTRA STANDARD', '$599', 'E-COMMERCE', '$4,999'],
  },
  {
    path: '/contact',
    heading: 'Contact Us',
    level: 1,
    text: ['Contact Detils', 'Leave Message', 'Send Message'],
  },
  { path: '/privacy-policy', heading: 'Privacy Policy', level: 1 },
  { path: '/terms-condition', heading: 'Terms & Condition', level: 1 },
  {
    path: '/case-studies',
    heading: 'Case Studies',
    level: 1,
    text: ['Greenline Logistics: a customer portal and 40% cheaper leads'],
  },
  {
    path: '/case-studies/greenline-logistics-portal',
    heading: 'Greenline Logistics: a customer portal and 40% cheaper leads',
    level: 1,
    text: ['The challenge', 'The work', 'Results', 'cost per lead in one quarter'],
  },
  { path: '/payment/web-standard', heading: 'Payment', level: 1, text: ['ULTRA STANDARD', '$599'] },
  {
    path: '/blog',
    heading: 'Blog',
    level: 1,
    text: ['Core Web Vitals explained for business owners', 'RSS feed'],
  },
  {
    path: '/blog/local-seo-30-day-plan',
    heading: 'Local SEO for service businesses: a 30-day plan',
    level: 1,
    text: ['Week 1: your Google Business Profile'],
  },
  {
    path: '/blog/category/advertising',
    heading: 'Advertising',
    level: 1,
    text: ['Organic vs paid social: what to post, what to boost'],
  },
]

for (const route of ROUTES) {
  test(`${route.path} answers 200 with its heading`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(
      page.getByRole('heading', { name: route.heading, level: route.level, exact: true }),
    ).toBeVisible()
    for (const text of route.text ?? [])
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  })
}

test('header and footer come from settings on every page', async ({ page }) => {
  await page.goto('/about')
  const menu = page.getByRole('navigation', { name: 'Main' })
  for (const label of ['Home', 'About', 'Services', 'Package', 'Contact Us']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  await expect(menu.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('banner').getByRole('link', { name: 'hello@pixelcraft.example' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
  await expect(footer.getByRole('link', { name: 'Terms & Condition' })).toHaveAttribute(
    'href',
    '/terms-condition',
  )
  await expect(footer.getByText(/© 2021/)).toBeVisible()
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com/)
})

test('an unknown path answers 404 with the spec 404 page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect(
    page.getByText(
      /^Sorry, but the pape you are looking for is not found\. Please, make sure you have typed the current URL/,
    ),
  ).toBeVisible()
  const home = page.getByRole('link', { name: 'GO TO HOME PAGE' })
  await expect(home).toHaveAttribute('href', '/home')
  await home.click()
  await expect(page).toHaveURL(/\/home$/)
})

test('an unknown package id answers the 404 page', async ({ page }) => {
  const response = await page.goto('/payment/no-such-package')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
})

test('images load from the site itself and carry alt text', async ({ page }) => {
  await page.goto('/')
  const images = page.locator('main img')
  expect(await images.count()).toBeGreaterThan(10)
  for (const img of await images.all()) {
    expect(await img.getAttribute('alt')).not.toBeNull()
  }
  await expect(images.first()).toHaveJSProperty('complete', true)
})
