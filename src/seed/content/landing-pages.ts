/**
 * The demo landing page (docs/content.md "Landing pages"): the page a web-design PPC campaign
 * sends its clicks to, /web-design-offer. Images name an entry of src/seed/images.ts (by key)
 * and testimonials are the latest ones; the seed (src/seed/index.ts) swaps in media ids.
 */
import { AGENCY_FACTS } from './facts'

export const webDesignOfferSeed = {
  title: 'A new website that wins customers, live in 4 weeks',
  slug: 'web-design-offer',
  meta: {
    title: 'Website design from $599, live in 4 weeks | Pixelcraft Digital',
    description:
      'Fixed-price website design and development for small businesses: mobile-first, fast, found on Google. Book a free 20-minute call with Pixelcraft Digital.',
  },
  layout: [
    {
      blockType: 'hero',
      heading: 'A new website that wins customers, live in 4 weeks',
      text: `Fixed prices from $599. A mobile-first site your team can edit, built to load fast and to be found on Google, by the Portland studio behind ${AGENCY_FACTS.projects}+ client projects since ${AGENCY_FACTS.foundedYear}.`,
      image: 'service-web',
      cta: { label: 'Get my free quote', type: 'anchor', anchor: 'lead-form' },
    },
    {
      blockType: 'featureGrid',
      heading: 'What every website includes',
      intro: 'No hidden extras: the price you see on the table below is the price you pay.',
      features: [
        {
          title: 'Designed for phones first',
          text: 'Seven visits in ten come from a phone. We design for the small screen, then scale up to the desktop.',
        },
        {
          title: 'Fast on a slow connection',
          text: 'Compressed images, no heavy plug-ins and good hosting: pages that open in about two seconds on 4G.',
        },
        {
          title: 'Ready for Google',
          text: 'Clean headings, page titles, a sitemap and your Google Business Profile linked before launch.',
        },
        {
          title: 'Yours to edit',
          text: 'Change prices, photos and opening hours yourself. We show you how in a one-hour handover.',
        },
        {
          title: 'Domain, hosting and e-mail',
          text: 'The first year of your domain, hosting and business e-mail accounts is part of every package.',
        },
        {
          title: 'A real person to call',
          text: 'One project manager from brief to launch, and 30 days of free fixes after your site goes live.',
        },
      ],
    },
    { blockType: 'priceTable', heading: 'Choose your website package', category: 'website' },
    { blockType: 'testimonials', heading: 'What our clients say', source: 'latest', count: 3 },
    {
      blockType: 'logoStrip',
      heading: 'Trusted by local businesses',
      logos: [
        { image: 'client-logo-1', name: 'Harbor & Co. Restaurant' },
        { image: 'client-logo-2', name: 'Greenline Logistics' },
        { image: 'client-logo-3', name: 'Casa Verde' },
        { image: 'client-logo-4', name: 'Mitchell Bakery' },
        { image: 'client-logo-5', name: 'Summit Dental Clinic' },
      ],
    },
    {
      blockType: 'faq',
      heading: 'Questions we are often asked',
      items: [
        {
          question: 'How long does a new website take?',
          answer:
            'Four weeks for the Ultra Standard and Ultra Economical packages, six for Ultra Premium and e-commerce sites. The clock starts when we have your texts and photos; we can write them for you.',
        },
        {
          question: 'What do I need to get started?',
          answer:
            'A 20-minute call. We ask about your customers, your competitors and what the site must do, then send a fixed quote and a schedule within two working days.',
        },
        {
          question: 'Can I update the website myself?',
          answer:
            'Yes. Packages with a CMS let you edit every page, photo and price. We record a short handover video so the whole team can learn it.',
        },
        {
          question: 'Do you move my old website and keep my Google ranking?',
          answer:
            'Yes. We redirect every old address to its new page and submit the new sitemap to Google, so visitors and rankings follow you to the new site.',
        },
        {
          question: 'What happens after the first year?',
          answer:
            'Hosting, domain and e-mail renew at cost, or you move them anywhere you like: the website and its content are yours.',
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Not sure which package fits?',
      text: 'Tell us about your business and we will recommend one, with no obligation.',
      label: 'See all our packages',
      link: { type: 'route', route: 'package' },
    },
    {
      blockType: 'leadForm',
      heading: 'Get your free quote',
      text: 'Leave your details and we will call you back within one working day with a fixed price for your website.',
      subject: 'Web design offer: free quote',
    },
  ],
}
