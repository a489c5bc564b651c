/**
 * Demo blog of the demo agency (Pixelcraft Digital): 3 categories and 6 posts, each with a
 * drawn hero image (src/seed/images.ts keys) and text using the post blocks (image, quote,
 * call to action). Image fields name image keys; the seed swaps in media ids.
 */
import { linkFromUrl } from '@/lib/links'

import { block, bulletList, doc, heading, paragraph, type RichTextDoc } from '../richtext'

export type CategorySeed = { title: string; slug: string; description: string }

export type PostSeed = {
  title: string
  slug: string
  excerpt: string
  heroImage: string
  author: string
  publishedAt: string
  /** Slugs of its categories. */
  categories: string[]
  /** The text, given the media id of an image key. */
  content: (media: (key: string) => number) => RichTextDoc
}

export const categorySeeds: CategorySeed[] = [
  {
    title: 'SEO',
    slug: 'seo',
    description: 'Getting found on Google: local search, technical SEO and content that ranks.',
  },
  {
    title: 'Web Design',
    slug: 'web-design',
    description: 'Planning, designing and building websites that load fast and turn visitors into leads.',
  },
  {
    title: 'Advertising',
    slug: 'advertising',
    description: 'Pay-per-click and social media campaigns that spend every dollar where it pays back.',
  },
]

const cta = (heading: string, text: string, label: string, url: string) =>
  block('callToAction', { heading, text, label, link: linkFromUrl(url) })

export const postSeeds: PostSeed[] = [
  {
    title: 'Local SEO for service businesses: a 30-day plan',
    slug: 'local-seo-30-day-plan',
    excerpt:
      'Plumbers, dentists and accountants win most of their clients from the map pack. Here is the month-long plan we run for every local client, week by week.',
    heroImage: 'post-local-seo',
    author: 'Maya Chen',
    publishedAt: '2026-11-18T09:00:00.000Z',
    categories: ['seo'],
    content: () =>
      doc(
        paragraph(
          'When someone searches for "emergency plumber near me", Google shows three businesses on a map before any website. Those three places take most of the calls. Local SEO is the work of earning one of them.',
        ),
        heading('h2', 'Week 1: your Google Business Profile'),
        paragraph(
          'Claim the profile, choose the most specific primary category, and fill in every field: opening hours, service areas, services with short descriptions and at least ten real photos of your team and your work.',
        ),
        heading('h2', 'Week 2: consistent name, address and phone'),
        paragraph(
          'Search engines compare your business details across directories. We list the top 30 directories for your trade and correct every entry so that name, address and phone number match to the letter.',
        ),
        heading('h2', 'Week 3: one page per service and area'),
        bulletList([
          'A page for each service you want calls for, with prices or price ranges.',
          'A page for each town you serve, with jobs you actually did there.',
          'Clear calls and contact forms above the fold on a phone.',
        ]),
        heading('h2', 'Week 4: reviews, every week'),
        paragraph(
          'Ask every happy client for a review with a short link, and answer every review, good or bad, within two days. A steady flow of recent reviews matters more than a large old pile.',
        ),
        block('quote', {
          quote: 'We moved from page two to the map pack in six weeks, and the phone has not stopped since.',
          attribution: 'Owner of a plumbing company we work with',
        }),
        cta(
          'Want this plan run for your business?',
          'Our SEO packages include the full local set-up and monthly reporting.',
          'See SEO packages',
          '/package#package-panel-seo',
        ),
      ),
  },
  {
    title: 'Core Web Vitals explained for business owners',
    slug: 'core-web-vitals-explained',
    excerpt:
      'Google measures how fast and stable your pages feel to real visitors. What the three numbers mean, and which fixes move them most.',
    heroImage: 'post-web-vitals',
    author: 'Tom Reyes',
    publishedAt: '2026-11-04T09:00:00.000Z',
    categories: ['seo', 'web-design'],
    content: (media) =>
      doc(
        paragraph(
          'Core Web Vitals are three measurements Google collects from real Chrome visitors to your site. They feed into rankings, but above all they describe whether people wait, tap twice or leave.',
        ),
        heading('h2', 'Largest Contentful Paint: when the page looks ready'),
        paragraph(
          'Aim for under 2.5 seconds. The usual culprits are a huge hero image, a slow server and web fonts that block the text. Compressing the hero to a modern format often halves the time on its own.',
        ),
        heading('h2', 'Interaction to Next Paint: when a tap answers'),
        paragraph(
          'Aim for under 200 milliseconds. Heavy chat widgets, tag managers and sliders keep the browser busy; every script you remove makes each tap answer sooner.',
        ),
        block('image', {
          image: media('post-funnel'),
          caption: 'Every second of waiting loses visitors before they reach your offer.',
        }),
        heading('h2', 'Cumulative Layout Shift: whether things jump'),
        paragraph(
          'Aim for under 0.1. Give images their size, reserve room for banners and avoid inserting content above what people are reading.',
        ),
        cta(
          'Is your site fast enough?',
          'Send us your address and we reply with a free speed report within two business days.',
          'Ask for a speed report',
          '/contact',
        ),
      ),
  },
  {
    title: 'Seven questions to answer before a website redesign',
    slug: 'questions-before-a-redesign',
    excerpt:
      'A redesign that starts with colours ends over budget. These seven questions keep a project on time and make sure the new site earns more than the old one.',
    heroImage: 'post-redesign',
    author: 'Priya Nair',
    publishedAt: '2026-10-21T09:00:00.000Z',
    categories: ['web-design'],
    content: () =>
      doc(
        paragraph(
          'Most redesigns are triggered by a feeling: the site looks dated. Before anyone opens a design tool, we answer seven questions with our clients. They take an afternoon and save weeks.',
        ),
        bulletList([
          'What should a visitor do on the site, and how many did it last month?',
          'Which pages bring the most visitors from search today?',
          'Who updates the content, and how often?',
          'Which three competitors do your clients compare you with?',
          'What do your best clients ask before they buy?',
          'Which systems must the site talk to: booking, shop, CRM?',
          'How will we know, six months later, that the redesign paid off?',
        ]),
        heading('h2', 'Keep what already ranks'),
        paragraph(
          'The pages that bring visitors from Google keep their addresses, or get a permanent redirect. Losing them is the most common and most expensive mistake of a redesign.',
        ),
        block('quote', {
          quote: 'The new site is beautiful, but the best part is that we kept every visitor we had.',
          attribution: 'Marketing lead of a dental clinic',
        }),
        cta('Planning a redesign?', 'Tell us about your site and your goals.', 'Start a project', '/contact'),
      ),
  },
  {
    title: 'Accessible websites convert better: what we check on every project',
    slug: 'accessible-websites-convert-better',
    excerpt:
      'One visitor in five has a disability, and everyone benefits from readable text and forms that explain their errors. Our accessibility checklist, in plain words.',
    heroImage: 'post-accessible',
    author: 'Priya Nair',
    publishedAt: '2026-10-07T09:00:00.000Z',
    categories: ['web-design'],
    content: () =>
      doc(
        paragraph(
          'Accessibility is often treated as a legal box to tick. In our projects it is a conversion tool: the changes that help a screen-reader user also help someone reading on a phone in the sun.',
        ),
        heading('h2', 'What we check'),
        bulletList([
          'Text contrast of at least 4.5 to 1 against its background.',
          'Every control reachable and usable with the keyboard alone, with a visible focus.',
          'Form fields with labels, and errors that say how to fix them.',
          'Images with text alternatives that say what they show.',
          'Pages that work at 200% zoom and without animations for those who turn them off.',
        ]),
        heading('h2', 'How we test'),
        paragraph(
          'Automated checks catch about a third of the problems. We add keyboard walkthroughs and a screen-reader pass on every template before launch.',
        ),
        cta(
          'Want an accessibility review?',
          'We test your key pages and send you a prioritised list of fixes.',
          'Contact us',
          '/contact',
        ),
      ),
  },
  {
    title: 'Google Ads for small budgets: where the first $1,000 should go',
    slug: 'google-ads-small-budgets',
    excerpt:
      'With a small budget, every click must come from someone ready to buy. How we structure a first campaign so that it pays for itself before it grows.',
    heroImage: 'post-google-ads',
    author: 'Tom Reyes',
    publishedAt: '2026-09-23T09:00:00.000Z',
    categories: ['advertising'],
    content: (media) =>
      doc(
        paragraph(
          'A thousand dollars a month is enough to win clients on Google Ads, as long as it is not spread thin. The first month is about learning which searches turn into enquiries.',
        ),
        heading('h2', 'Start with exact, high-intent searches'),
        paragraph(
          'Searches such as "bookkeeper for small business in Leeds" cost more per click than "accounting tips", but they come from people ready to hire. We start with a short list of those and widen it only once they convert.',
        ),
        heading('h2', 'Send every ad to a page made for it'),
        paragraph(
          'An ad about tax returns should land on a page about tax returns, with the price and a short form, not on the home page.',
        ),
        block('image', {
          image: media('post-funnel'),
          caption: 'Search intent, ad and landing page should tell one story.',
        }),
        heading('h2', 'Measure enquiries, not clicks'),
        paragraph(
          'Conversion tracking on forms and calls tells us which keywords bring clients. After four weeks we move the budget to them and cut the rest.',
        ),
        cta(
          'Let us run your first campaign',
          'Our PPC packages include set-up, landing page advice and weekly optimisation.',
          'See PPC packages',
          '/package#package-panel-ppc',
        ),
      ),
  },
  {
    title: 'Organic vs paid social: what to post, what to boost',
    slug: 'organic-vs-paid-social',
    excerpt:
      'Posting every day is not a strategy. How we split a social media plan between posts that build trust and paid campaigns that bring enquiries.',
    heroImage: 'post-social',
    author: 'Maya Chen',
    publishedAt: '2026-09-09T09:00:00.000Z',
    categories: ['advertising'],
    content: () =>
      doc(
        paragraph(
          'Organic reach on most networks is a fraction of what it was. That does not make organic posts useless: they are what people see when they check you out after an ad.',
        ),
        heading('h2', 'Organic posts build trust'),
        bulletList([
          'Show finished work, with the client’s words when you may.',
          'Answer the questions clients ask before they buy.',
          'Introduce the people behind the business.',
        ]),
        heading('h2', 'Paid campaigns bring enquiries'),
        paragraph(
          'Boost the posts that already perform, and run lead campaigns aimed at the people who visited your site or engaged with your page in the last 30 days.',
        ),
        block('quote', {
          quote: 'Two good posts a week and one focused campaign beat a post a day with no plan.',
          attribution: 'Maya Chen, social media lead at Pixelcraft Digital',
        }),
        cta(
          'Need a social media plan?',
          'Our SMO packages cover content, community management and paid campaigns.',
          'See SMO packages',
          '/package#package-panel-smo',
        ),
      ),
  },
]
