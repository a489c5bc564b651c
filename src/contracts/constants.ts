/**
 * Business constants and fixed texts of the site (timings, sizes, fixed wording), in one
 * module. Components import them from here; nothing else hard-codes these values.
 */

/** Carousels auto-advance every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000
/** PayPal's JS SDK gets this long to load before /payment shows its 'unavailable' note instead. */
export const PAYPAL_LOAD_TIMEOUT_MS = 10_000
/** Home counters grow by 1 every 200 ms. */
export const COUNTER_STEP_MS = 200
/** Home 'ABOUT OUR BUSINESS' description area is cut at 150 px height. */
export const ABOUT_TEXT_CUT_PX = 150
/** Service grid columns on large screens. */
export const SERVICE_GRID_COLUMNS = 3
/** At most this many services in the home 'WHO WE ARE' grid (3 rows of 3); /services lists all. */
export const HOME_SERVICES_LIMIT = 9
/** Service cards per page of /services; more make /services/page/2.... */
export const SERVICES_PAGE_SIZE = 12
/** Posts per page of /blog, /blog/page/{n} and /blog/category/{slug}, newest first. */
export const BLOG_PAGE_SIZE = 12
/** Case-study cards per page of /case-studies and /case-studies/page/{n}. */
export const CASE_STUDIES_PAGE_SIZE = 12
/** Results per page of /search (docs/content.md "Search"). */
export const SEARCH_PAGE_SIZE = 12
/** A search longer than this many characters is refused with a message, not run. */
export const SEARCH_QUERY_MAX_CHARS = 100
/** At most this many words of a search are matched (each must be found); the rest are ignored. */
export const SEARCH_MAX_WORDS = 8
/** At most this many of the best-ranked results are paged (the count says how many matched), so the page stays the same size however much matches. */
export const SEARCH_MAX_RESULTS = 120
/** A search word this long or longer also finds the words it starts; a shorter one finds only itself. */
export const SEARCH_PREFIX_MIN_CHARS = 2
/** Posts in /blog/rss.xml: the newest ones. */
export const RSS_ITEMS = 20
/** At most this many testimonials in the home carousel, so the page stays small as content grows. */
export const HOME_TESTIMONIALS_LIMIT = 10
/** Project tiles are 25% wide, the first 50%. */
export const PROJECT_TILE_WIDTH_PERCENT = 25
export const FIRST_PROJECT_TILE_WIDTH_PERCENT = 50
/** Scroll back to top on route change: 1000 px every 300 ms. */
export const SCROLL_UP_STEP_PX = 1000
export const SCROLL_UP_INTERVAL_MS = 300
/** Below this width the header shows the hamburger menu. */
export const MOBILE_MENU_BREAKPOINT_PX = 800
/** Footer copyright year. */
export const COPYRIGHT_YEAR = 2021
/** Currency of every package and payment. */
export const CURRENCY = 'USD'
/** Header and footer logos are shown at 2.75rem (44 CSS px; their CSS modules): their srcset is 1x/2x of this. */
export const LOGO_PX = 44

/** Fixed texts, spelled exactly as the site shows them (including their quirks). */
export const TEXT = {
  aboutOurBusiness: 'ABOUT OUR BUSINESS',
  readMore: 'Read More',
  /** The open state of a 'Read More' toggle: a label says what a press does. */
  readLess: 'Read Less',
  /** The /services card button, lower-case on purpose. */
  serviceReadMore: 'read more',
  serviceReadLess: 'read less',
  whatPeopleSay: 'WHAT PEOPLE SAY',
  whoWeAre: 'WHO WE ARE',
  projectsHeading: 'Website Development And Designing Service',
  projectDetails: 'Details',
  /** Caption link of a home project tile to its case study. */
  projectCaseStudy: 'Read the case study',
  caseStudiesHeading: 'Case Studies',
  caseStudiesIntro: 'How we helped businesses like yours: the brief, the work and the figures that followed.',
  caseStudiesAll: 'All case studies',
  solutionsHeading: 'Solutions That Make The World Revolve',
  aboutBanner: 'About Us',
  /** /about's text while the about record has none (never saved, or unreadable). */
  aboutFallback:
    'We plan, design, build and market websites for businesses of every size. Tell us about your project: we answer within one business day.',
  servicesHeading: 'Services',
  ourWorkBanner: 'Our Work',
  howCanWeHelp: 'How Can We Help?',
  contactHeading: 'Contact Us',
  contactDetails: 'Contact Detils',
  leaveMessage: 'Leave Message',
  sendMessage: 'Send Message',
  digitalMarketing: 'Digital Marketing',
  notFoundHeading: 'Oops! Page not found',
  notFoundText:
    'Sorry, but the pape you are looking for is not found. Please, make sure you have typed the current URL.',
  goHome: 'GO TO HOME PAGE',
  support: 'Support',
  getInTouch: 'Get In Touch',
  privacyPolicy: 'Privacy Policy',
  termsCondition: 'Terms & Condition',
  blogHeading: 'Blog',
  blogRss: 'RSS feed',
  blogAllPosts: 'All posts',
  blogCategoriesHeading: 'Blog categories',
  blogCategoriesIntro: 'The topics we write about: pick one to read its posts.',
  searchHeading: 'Search',
  searchLabel: 'Search the site',
  searchButton: 'Search',
  /** Shown in the header's field, whose label is read to assistive technology only. */
  searchPlaceholder: 'Search…',
} as const
