/**
 * The admin sidebar's groups, named by what an editor looks for. Every
 * collection and global names one of these as its `admin.group` (tests/unit/admin-labels.test.ts);
 * docs/content.md lists what each holds.
 */
export const ADMIN_GROUPS = {
  /** Every page whose text is edited as a whole: landing pages, about, contact details, policies. */
  pages: 'Pages',
  /** What the home page's sections list: banners, testimonials, projects, solutions. */
  home: 'Home page',
  /** What the agency sells and has done: services, packages, case studies, work categories. */
  offer: 'Services & work',
  blog: 'Blog',
  /** What visitors sent: contact messages and orders. */
  inbox: 'Inbox',
  /** Every image of the site. */
  media: 'Media',
  /** Sets of changes published together, now or at a set time. */
  releases: 'Releases',
  /** Site-wide texts and behaviour: settings, menus, SEO, search synonyms, redirects. */
  site: 'Site settings',
  /** Admin accounts. */
  admin: 'Admin',
} as const

export type AdminGroup = (typeof ADMIN_GROUPS)[keyof typeof ADMIN_GROUPS]
