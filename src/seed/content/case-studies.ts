/**
 * The demo case studies (docs/content.md "Case studies"): four projects of the home tiles told
 * in full. References are by name and resolved by the seed (src/seed/index.ts): `project` and
 * `testimonial` by title, `services` by title, images by image key (src/seed/images.ts).
 */
import { bulletList, doc, heading, paragraph } from '../richtext'

export type CaseStudySeed = {
  title: string
  slug: string
  summary: string
  client: string
  industry: string
  completedAt: string
  challenge: string
  work: ReturnType<typeof doc>
  results: { value: string; label: string }[]
  coverImage: string
  gallery: string[]
  services: string[]
  project: string
  testimonial?: string
}

export const caseStudySeeds: CaseStudySeed[] = [
  {
    title: 'Mitchell Bakery: from phone orders to online ordering',
    slug: 'mitchell-bakery-online-ordering',
    summary:
      'A family bakery took every order by phone. We built a mobile ordering site with same-day pick-up slots, and online orders tripled in two months.',
    client: 'Mitchell Bakery',
    industry: 'Food & retail',
    completedAt: '2026-05-01T00:00:00.000Z',
    challenge:
      'Mitchell Bakery sells cakes, bread and catering trays from one shop. Every order came in by phone, often during the morning rush, and a missed call was a missed sale.\n\nThe owners wanted customers to order and pay from their phones, choose a pick-up time, and leave the staff free to serve the queue.',
    work: doc(
      paragraph(
        'We started with two mornings behind the counter, listening to the calls. Most orders were the same twenty products, with a handful of custom cakes that needed a conversation.',
      ),
      heading('h3', 'What we built'),
      bulletList([
        'A mobile-first menu with photos, allergens and prices that the team edits themselves.',
        'Pick-up slots every fifteen minutes, capped so the kitchen is never overbooked.',
        'Card payment at checkout and an order ticket printed in the kitchen.',
        'A custom-cake request form that books a call instead of a payment.',
      ]),
      paragraph(
        'Launch came with a counter sign and a QR code on every box. Local SEO work on the Google Business Profile brought in new customers searching for "birthday cakes near me".',
      ),
    ),
    results: [
      { value: '3×', label: 'online orders in two months' },
      { value: '−60%', label: 'order calls during the morning rush' },
      { value: '4.9★', label: 'average Google rating after launch' },
    ],
    coverImage: 'project-4',
    gallery: ['work-5', 'work-1'],
    services: ['Web Design & Development', 'E-Commerce Solutions', 'Search Engine Optimisation'],
    project: 'Mitchell Bakery Ordering',
    testimonial: 'Sarah Mitchell',
  },
  {
    title: 'Greenline Logistics: a customer portal and 40% cheaper leads',
    slug: 'greenline-logistics-portal',
    summary:
      'A regional freight company needed fewer "where is my delivery" calls and more qualified leads. We built a tracking portal and rebuilt its ad campaigns.',
    client: 'Greenline Logistics',
    industry: 'Transport & logistics',
    completedAt: '2026-03-01T00:00:00.000Z',
    challenge:
      'Greenline moves pallets for some two hundred business customers. Its support line spent half the day answering delivery questions, and its Google Ads account paid for clicks from people looking for parcel couriers, not freight.',
    work: doc(
      paragraph(
        'We designed a customer portal on top of Greenline’s dispatch system: customers sign in, see every shipment with its status and proof of delivery, and download invoices.',
      ),
      heading('h3', 'Advertising that finds freight buyers'),
      paragraph(
        'We rebuilt the search campaigns around pallet and freight terms, added negative keywords for parcel searches, and sent each ad group to its own landing page with a quote form.',
      ),
      bulletList([
        'Monthly reports in plain language, with the next test we recommend.',
        'Call tracking, so phone enquiries count as leads too.',
      ]),
    ),
    results: [
      { value: '−40%', label: 'cost per lead in one quarter' },
      { value: '−55%', label: 'delivery-status calls to support' },
      { value: '68%', label: 'of customers using the portal monthly' },
    ],
    coverImage: 'project-2',
    gallery: ['work-3', 'work-4'],
    services: ['Web Design & Development', 'Pay-Per-Click Advertising'],
    project: 'Greenline Logistics Portal',
    testimonial: 'David Okafor',
  },
  {
    title: 'Casa Verde: a new brand, an online shop and a growing audience',
    slug: 'casa-verde-online-shop',
    summary:
      'An interior design studio wanted to sell its furniture and decor online. We refreshed the brand, built the shop and grew its Instagram audience.',
    client: 'Casa Verde Interiors',
    industry: 'Interior design',
    completedAt: '2025-11-01T00:00:00.000Z',
    challenge:
      'Casa Verde’s showroom was busy, but its website was a gallery with no prices and no way to buy. Its logo no longer matched the studio’s warm, natural style, and its social accounts were posted to only now and then.',
    work: doc(
      paragraph(
        'We began with the brand: a new logo, a palette of terracotta and sage, and photography guidelines for products shot in the showroom.',
      ),
      heading('h3', 'The shop'),
      paragraph(
        'The online shop lists some three hundred products with variants, delivery estimates and a "see it in the showroom" option. Product pages are written for search, so each piece can be found on its own.',
      ),
      heading('h3', 'Social media'),
      paragraph(
        'A monthly content plan of room makeovers, new arrivals and behind-the-scenes reels, with a small paid budget to promote the posts that did best.',
      ),
    ),
    results: [
      { value: '+180%', label: 'organic search visits in six months' },
      { value: '12k', label: 'new Instagram followers in a year' },
      { value: '31%', label: 'of revenue now from the online shop' },
    ],
    coverImage: 'project-3',
    gallery: ['work-6', 'work-2', 'work-7'],
    services: ['Branding & Graphic Design', 'E-Commerce Solutions', 'Social Media Marketing'],
    project: 'Casa Verde Online Shop',
    testimonial: 'Elena García',
  },
  {
    title: 'Harbor & Co.: online table bookings for a seaside restaurant',
    slug: 'harbor-and-co-restaurant',
    summary:
      'A seaside restaurant lost bookings to a slow, outdated site. We rebuilt it around the menu and online table booking, and made it the fastest in its town.',
    client: 'Harbor & Co. Restaurant',
    industry: 'Hospitality',
    completedAt: '2025-07-01T00:00:00.000Z',
    challenge:
      'Harbor & Co. serves seafood on the harbour front. Its website took eight seconds to load on a phone, the menu was a PDF, and bookings came only by phone while the kitchen was busiest.',
    work: doc(
      paragraph(
        'We rebuilt the site as a fast, single-purpose page: what is on the menu today, when there is a table, and how to find the restaurant.',
      ),
      bulletList([
        'A menu the chef updates from a phone, with seasonal dishes marked.',
        'Online table booking linked to the restaurant’s reservation book.',
        'Restaurant and menu structured data, so search results show opening hours and prices.',
      ]),
      paragraph(
        'Every image is sized for the screen that shows it, and the page loads in under two seconds on a mobile connection.',
      ),
    ),
    results: [
      { value: '45%', label: 'of bookings now made online' },
      { value: '1.6 s', label: 'page load on a phone, from 8 s' },
      { value: '+70%', label: 'visits from Google Maps' },
    ],
    coverImage: 'project-1',
    gallery: ['work-1', 'work-9'],
    services: ['Web Design & Development', 'Search Engine Optimisation'],
    project: 'Harbor & Co. Restaurant',
  },
]
