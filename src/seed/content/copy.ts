/**
 * Demo copy for a fresh site: realistic agency content for every collection and global.
 * Image fields name an entry of `images.ts` (by key); the seed swaps in media ids.
 */
import { bulletList, doc, heading, link, paragraph } from '../richtext'
import { AGENCY_FACTS } from './facts'

export const SITE_NAME = 'Pixelcraft Digital'

export const settingsSeed = {
  site_name: SITE_NAME,
  header_logo: 'logo',
  footer_logo: 'logo-light',
  header_email: 'hello@pixelcraft.example',
  header_phone: '+1 (555) 014-2290',
  footer_email: 'support@pixelcraft.example',
  footer_phone: '+1 (555) 014-2291',
  about: doc(
    paragraph(
      `Pixelcraft Digital is a web and digital-marketing agency. Since ${AGENCY_FACTS.foundedYear} we have designed, built and promoted websites that bring small and growing businesses real customers.`,
    ),
  ),
  get_in_touch: doc(
    paragraph('220 Harbor Street, Suite 4B'),
    paragraph('Portland, OR 97204, United States'),
    paragraph('Monday to Friday, 9:00 to 18:00'),
  ),
  facebook: 'https://www.facebook.com/pixelcraftdigital',
  twitter: 'https://twitter.com/pixelcraftdigi',
  youtube: 'https://www.youtube.com/@pixelcraftdigital',
}

export const aboutSeed = {
  about_title: 'We Build Websites That Grow Your Business',
  description: doc(
    paragraph(
      'Pixelcraft Digital is a team of designers, developers and marketers who work as one. We plan, design and build fast, accessible websites, then bring them the visitors they deserve through search, advertising and social media.',
    ),
    paragraph(
      'Every project starts with your goals: more calls, more orders, more bookings. We measure what matters, report it in plain language and keep improving long after launch.',
    ),
    paragraph(
      'From a four-page brochure site to a full online shop, you get one partner for strategy, design, development, hosting and growth.',
    ),
  ),
  work_pair: `Client projects delivered in ${AGENCY_FACTS.countries} countries since ${AGENCY_FACTS.foundedYear}`,
  // Counters grow by 1 every COUNTER_STEP_MS: at most 50 steps, so each finishes within 10 s.
  work_pair_count: AGENCY_FACTS.projects,
  happy_clients: 'Enquiries our clients received through the sites and campaigns we run',
  happy_clients_count: AGENCY_FACTS.enquiriesThousands,
  about_image_1: 'about-1',
  about_image_2: 'about-2',
}

export const bannerSeeds = [
  {
    title: 'Websites That Win Customers',
    subtitle: 'Design, development and hosting from one team.',
    banner_image: 'banner-1',
    link: { label: 'Get a free quote', type: 'route', route: 'contact' },
  },
  {
    title: 'Be Found First on Google',
    subtitle: 'Organic SEO and pay-per-click campaigns that pay for themselves.',
    banner_image: 'banner-2',
  },
  {
    title: 'Grow Your Brand on Social Media',
    subtitle: 'Content, community and campaigns that people share.',
    banner_image: 'banner-3',
  },
]

export const testimonialSeeds = [
  {
    title: 'Sarah Mitchell',
    designation: 'Owner, Mitchell Bakery',
    description:
      'Our new website paid for itself in two months. Online orders tripled and the team explained every step in plain language. We could not be happier with the result and the support since launch.',
    image: 'person-1',
  },
  {
    title: 'David Okafor',
    designation: 'Marketing Director, Greenline Logistics',
    description:
      'Pixelcraft took over our ad campaigns and cut our cost per lead by 40% in one quarter. Their monthly reports are clear and honest, and they always suggest the next improvement.',
    image: 'person-2',
  },
  {
    title: 'Elena García',
    designation: 'Founder, Casa Verde Interiors',
    description:
      'They redesigned our brand, built a beautiful shop and grew our Instagram audience. We now get enquiries every day from customers who found us through search and social media.',
    image: 'person-3',
  },
]

export const serviceSeeds = [
  {
    title: 'Web Design & Development',
    short: 'Fast, responsive websites designed around your customers and built to convert.',
    image_text: 'code',
    image: 'service-web',
    alt: 'Designer sketching a responsive website layout',
    description: doc(
      paragraph(
        'We design and build websites that load fast on every device and turn visitors into customers.',
      ),
      bulletList([
        'Custom design for your brand',
        'Responsive on phones, tablets and desktops',
        'Content management you can use yourself',
        'Hosting, security updates and backups',
      ]),
    ),
  },
  {
    title: 'Search Engine Optimisation',
    short: 'Climb the search results for the keywords your customers use.',
    image_text: 'search',
    image: 'service-seo',
    alt: 'Chart of search rankings rising over time',
    description: doc(
      paragraph(
        'Our organic SEO packages combine technical fixes, content and links to put you on the first page.',
      ),
      bulletList([
        'Keyword research and strategy',
        'On-page and technical optimisation',
        'Link building and local listings',
        'Monthly ranking reports',
      ]),
    ),
  },
  {
    title: 'Pay-Per-Click Advertising',
    short: 'Targeted Google and Bing campaigns that bring leads from day one.',
    image_text: 'megaphone',
    image: 'service-ppc',
    alt: 'Advertising dashboard showing clicks and conversions',
    description: doc(
      paragraph(
        'We set up and manage search, display and remarketing campaigns with a clear budget and measurable returns.',
      ),
      bulletList([
        'Campaign and ad-group setup',
        'Ad copy and landing-page advice',
        'Conversion tracking',
        'Weekly bid optimisation',
      ]),
    ),
  },
  {
    title: 'Social Media Marketing',
    short: 'Build an audience that knows, likes and buys from your brand.',
    image_text: 'share',
    image: 'service-smo',
    alt: 'Phone showing a social media feed with likes and comments',
    description: doc(
      paragraph(
        'We plan, create and publish content for your social channels and grow a community around your brand.',
      ),
      bulletList([
        'Profile setup and optimisation',
        'Content calendar and posting',
        'Paid social campaigns',
        'Audience growth reports',
      ]),
    ),
  },
  {
    title: 'E-Commerce Solutions',
    short: 'Online shops with secure checkout, product management and newsletters.',
    image_text: 'cart',
    image: 'service-shop',
    alt: 'Online shop product page on a laptop',
    description: doc(
      paragraph('Sell online with a shop that is easy to manage and pleasant to buy from.'),
      bulletList([
        'Product catalogue and stock',
        'Cart and secure payment checkout',
        'Order e-mails and newsletter',
        'Shipping and tax settings',
      ]),
    ),
  },
  {
    title: 'Branding & Graphic Design',
    short: 'Logos, brochures and visual identities people remember.',
    image_text: 'palette',
    image: 'service-brand',
    alt: 'Logo sketches and colour swatches on a desk',
    description: doc(
      paragraph('A consistent brand builds trust. We design logos, brochures and everything in between.'),
      bulletList([
        'Logo and visual identity',
        'Brochures, flyers and stationery',
        'Social media graphics',
        'Brand guidelines',
      ]),
    ),
  },
]

export const projectSeeds = [
  { title: 'Harbor & Co. Restaurant', image: 'project-1' },
  { title: 'Greenline Logistics Portal', image: 'project-2' },
  { title: 'Casa Verde Online Shop', image: 'project-3' },
  { title: 'Mitchell Bakery Ordering', image: 'project-4' },
  { title: 'Summit Dental Clinic', image: 'project-5' },
]

export const solutionSeeds = [
  {
    title: 'Strategy First',
    description:
      'We start with your business goals and your customers, then choose the tools that reach them.',
    image: 'solution-1',
  },
  {
    title: 'Design That Converts',
    description:
      'Clear layouts, strong calls to action and fast pages turn visitors into enquiries and sales.',
    image: 'solution-2',
  },
  {
    title: 'Measurable Growth',
    description: 'Analytics, monthly reports and honest advice show what your investment brings back.',
    image: 'solution-3',
  },
  {
    title: 'Support That Stays',
    description: 'Hosting, updates, backups and a real person to call whenever you need a change.',
    image: 'solution-4',
  },
]

/** The nine Our Work categories, by their display names. */
export const workCategorySeeds = [
  [
    'UI/UX and Web Design and Dev',
    'We research how your customers think, then design interfaces that feel obvious and build them into fast, accessible websites.',
    'Wireframes, prototypes and usability tests come before a single line of code, so the finished site works for the people who use it.',
  ],
  [
    'Logo and Brochure Design',
    'Your logo is the first thing people remember. We craft marks and identities that are simple, distinctive and work at every size.',
    'Brochures, flyers and stationery carry the same identity into print, with copy that explains what you do and why it matters.',
  ],
  [
    'Web Application Development',
    'Booking systems, customer portals and internal tools built around the way your business actually works.',
    'We use proven frameworks, automated tests and secure hosting so your application stays fast and reliable as you grow.',
  ],
  [
    'Digital Marketing',
    'SEO, pay-per-click and social media campaigns planned together, so every channel supports the others.',
    'Clear monthly reports show traffic, leads and sales, and what we will improve next month.',
  ],
  [
    'Mobile Application Development',
    'Apps for iOS and Android that your customers enjoy using, from the first sketch to the app stores.',
    'We connect them to your website and systems, and keep them updated for every new phone and operating system.',
  ],
  [
    'E-Commerce',
    'Online shops with product management, cart, secure checkout and newsletters, ready to sell from day one.',
    'We set up payments, shipping and taxes, and train your team to manage products and orders without a developer.',
  ],
  [
    'Graphic Design',
    'Banners, social media graphics, infographics and presentations that make your message clear at a glance.',
    'Every piece follows your brand guidelines, so your business looks consistent wherever people meet it.',
  ],
  [
    'IT Solutions',
    'Domains, hosting, business e-mail, backups and security: the foundations your online business depends on.',
    'We monitor and maintain them for you, so problems are fixed before your customers notice.',
  ],
  [
    'RP Solutions',
    'Resource planning tools that connect sales, stock, invoices and staff in one place.',
    'We tailor and integrate them with your website and shop, so information is entered once and used everywhere.',
  ],
].map(([name, paragraph1, paragraph2], i) => ({
  name: name!,
  paragraph1: paragraph1!,
  paragraph2: paragraph2!,
  image: `work-${i + 1}`,
}))

export const contactInfoSeed = {
  title: 'Contact Detils',
  content: doc(
    paragraph('We answer every message within one business day.'),
    heading('h3', 'Office'),
    paragraph('220 Harbor Street, Suite 4B, Portland, OR 97204, United States'),
    heading('h3', 'Phone'),
    paragraph('+1 (555) 014-2290 (Monday to Friday, 9:00 to 18:00)'),
    heading('h3', 'E-mail'),
    paragraph('hello@pixelcraft.example'),
  ),
}

export const privacyPolicySeed = {
  title: 'Privacy Policy',
  content: doc(
    paragraph(
      'This policy explains what personal data Pixelcraft Digital collects through this website, why, and what rights you have. Last updated: 1 January 2026.',
    ),
    heading('h2', 'What we collect'),
    bulletList([
      'Messages you send through the contact form: your name, e-mail address, phone number, subject and message.',
      'Payments for packages: the package, the amount and the payer details our payment provider returns to us. We never see or store your card number.',
      'Technical data needed to run the site securely, such as a shortened form of your IP address and your browser type.',
      'The advertising campaign that brought you here, if you arrived through one of our tagged or ad links (see Cookies below).',
    ]),
    heading('h2', 'Cookies'),
    paragraph(
      'We use no third-party scripts, analytics services or advertising trackers. When you arrive through a link of one of our campaigns, our server sets one first-party cookie, lead_source, kept for 30 days. It holds only what the link said (utm_source, utm_medium, utm_campaign and the Google Ads or Facebook click id gclid or fbclid), the page you landed on and the first such page you saw. It is HttpOnly (no script can read it) and is never shared. If you send us a message or pay for a package within those 30 days, these campaign fields are stored with it, so that we know which of our campaigns bring enquiries and sales; nothing else is done with them. The contact and payment pages also set XSRF-TOKEN, which protects their forms from forgery.',
    ),
    heading('h2', 'Visit counts'),
    paragraph(
      'Our own server counts the visits to our pages, with no cookie and no script. For each day it keeps only totals: per page, per website that linked to it (its name only), per campaign of a tagged link and per kind of device (phone, tablet or computer). To count each visitor once a day without knowing who they are, it mixes your IP address, your browser type and our site name with a random value that changes every day and is deleted two days later; neither your address nor that mix is ever stored. Robots are not counted. The daily totals are kept for 25 months.',
    ),
    heading('h2', 'Why we use it'),
    paragraph(
      'We use your data only to answer your message, deliver the package you paid for, keep accounting records and protect the site from abuse.',
    ),
    heading('h2', 'How long we keep it'),
    paragraph('Contact messages are kept for two years; payment records for as long as tax law requires.'),
    heading('h2', 'Your rights'),
    paragraph(
      'You may ask to see, correct or delete your data at any time by writing to ',
      link('hello@pixelcraft.example', 'mailto:hello@pixelcraft.example'),
      '.',
    ),
  ),
}

export const termsSeed = {
  title: 'Terms & Condition',
  content: doc(
    paragraph('These terms apply to every package bought through this website from Pixelcraft Digital.'),
    heading('h2', 'Packages and payment'),
    paragraph(
      'Prices are in US dollars. A package starts when its payment is received. For pay-per-click packages the price is a one-time setup fee; the advertising budget is paid separately to the advertising network.',
    ),
    heading('h2', 'Delivery'),
    paragraph(
      'We agree a schedule with you before work starts. Delays caused by missing content or feedback extend the schedule accordingly.',
    ),
    heading('h2', 'Refunds'),
    paragraph(
      'You may cancel within 14 days of payment for a full refund if work has not started. After that, we refund the part of the package not yet delivered.',
    ),
    heading('h2', 'Ownership'),
    paragraph(
      'Once paid in full, you own the design and content we create for you. We may show the finished work in our portfolio unless you ask us not to.',
    ),
  ),
}
