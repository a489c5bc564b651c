/**
 * The thirteen price packages and their prices (USD).
 * Keys are the payment ids (/payment/{key}); names are the display names of the price tables.
 */
import type { Package } from '@/payload-types'

export type PackageSeed = Omit<Package, 'id' | 'createdAt' | 'updatedAt' | 'features'> & {
  features: Array<{ text: string; included: boolean }>
}

const yes = (text: string) => ({ text, included: true })
const no = (text: string) => ({ text, included: false })

const website: PackageSeed[] = [
  {
    key: 'web-standard',
    category: 'website',
    name: 'ULTRA STANDARD',
    price: 599,
    features: [
      yes('4 Pages'),
      yes('Responsive Design'),
      yes('1 Year Domain & Hosting'),
      yes('4 E-mail Accounts'),
      yes('4 Images'),
      yes('1 Static Banner'),
      no('CMS'),
      no('Logo Design'),
      no('Blog'),
      no('Online Shop'),
    ],
  },
  {
    key: 'web-power',
    category: 'website',
    name: 'ULTRA ECONOMICAL',
    price: 1299,
    features: [
      yes('7 Pages'),
      yes('Responsive Design'),
      yes('1 Year Domain & Hosting'),
      yes('7 E-mail Accounts'),
      yes('7 Images'),
      yes('3 Dynamic Banners'),
      yes('Animated Header'),
      yes('CMS'),
      yes('Logo Design'),
      yes('Services Management'),
      no('Blog'),
      no('Online Shop'),
    ],
  },
  {
    key: 'web-premium',
    category: 'website',
    name: 'ULTRA PREMIUM',
    price: 2999,
    features: [
      yes('10 Pages'),
      yes('Responsive Design'),
      yes('1 Year Domain & Hosting'),
      yes('10 E-mail Accounts'),
      yes('10 Images'),
      yes('5 Dynamic Banners'),
      yes('Animated Header'),
      yes('CMS'),
      yes('Logo Design'),
      yes('Basic SEO & SMO'),
      yes('Blog'),
      no('Online Shop'),
    ],
  },
  {
    key: 'e-commerce',
    category: 'website',
    name: 'E-COMMERCE',
    price: 4999,
    features: [
      yes('20 Pages'),
      yes('Responsive Design'),
      yes('1 Year Domain & Hosting'),
      yes('20 E-mail Accounts'),
      yes('Images & Banners'),
      yes('Advanced CMS'),
      yes('Product Management'),
      yes('Shopping Cart'),
      yes('Payment Checkout'),
      yes('Newsletter'),
    ],
  },
]

const seoCommon = [yes('6-Month Timeline'), yes('Monthly Report')]

const seo: PackageSeed[] = [
  {
    key: 'organic-standard',
    category: 'seo',
    name: 'STANDARD',
    price: 399,
    features: [
      yes('5 Keywords'),
      yes('2 Guaranteed First-Page Keywords'),
      yes('50 Directory Submissions'),
      yes('25 Social Bookmarks'),
      yes('10 Press Releases'),
      yes('15 Classified Ads'),
      no('Forum Posting'),
      ...seoCommon,
    ],
  },
  {
    key: 'organic-power',
    category: 'seo',
    name: 'POWER',
    price: 599,
    features: [
      yes('7 Keywords'),
      yes('3 Guaranteed First-Page Keywords'),
      yes('100 Directory Submissions'),
      yes('50 Social Bookmarks'),
      yes('20 Press Releases'),
      yes('25 Classified Ads'),
      yes('10 Forum Posts'),
      ...seoCommon,
    ],
  },
  {
    key: 'organic-premium',
    category: 'seo',
    name: 'PREMIUM',
    price: 699,
    features: [
      yes('10 Keywords'),
      yes('5 Guaranteed First-Page Keywords'),
      yes('200 Directory Submissions'),
      yes('75 Social Bookmarks'),
      yes('30 Press Releases'),
      yes('50 Classified Ads'),
      yes('15 Forum Posts'),
      ...seoCommon,
    ],
  },
]

const ppc: PackageSeed[] = [
  {
    key: 'ad-standard',
    category: 'ppc',
    name: 'STANDARD',
    price: 250,
    priceNote: 'One-time setup fee',
    budgetRange: '$250 - $2000 monthly ad budget',
    features: [
      yes('2-3 Ad Groups'),
      yes('5 Cities'),
      yes('Search Network'),
      no('Display Network'),
      no('Remarketing'),
    ],
  },
  {
    key: 'ad-power',
    category: 'ppc',
    name: 'POWER',
    price: 350,
    priceNote: 'One-time setup fee',
    budgetRange: '$2000 - $8000 monthly ad budget',
    features: [
      yes('6-10 Ad Groups'),
      yes('10 Cities'),
      yes('Desktop Only'),
      yes('Search Network'),
      no('Remarketing'),
    ],
  },
  {
    key: 'ad-premium',
    category: 'ppc',
    name: 'PREMIUM',
    price: 750,
    priceNote: 'One-time setup fee',
    budgetRange: 'Over $8000 monthly ad budget',
    features: [
      yes('5-8 Ad Groups'),
      yes('10-20 Ads'),
      yes('Unlimited Cities'),
      yes('Desktop & Mobile'),
      yes('Search, Display & Remarketing'),
    ],
  },
]

const smo: PackageSeed[] = [
  {
    key: 'social-standard',
    category: 'smo',
    name: 'STANDARD',
    price: 399,
    features: [
      yes('Facebook Page Setup'),
      yes('150 Facebook Followers'),
      yes('3 Posts per Week'),
      yes('Profile Optimisation'),
      no('Paid Campaign Management'),
      yes('Monthly Report'),
    ],
  },
  {
    key: 'social-power',
    category: 'smo',
    name: 'POWER',
    price: 599,
    features: [
      yes('Facebook Page Setup'),
      yes('250 Facebook Followers'),
      yes('5 Posts per Week'),
      yes('Profile Optimisation'),
      yes('Paid Campaign Management'),
      yes('Weekly Report'),
    ],
  },
  {
    key: 'social-premium',
    category: 'smo',
    name: 'PREMIUM',
    price: 699,
    features: [
      yes('Facebook Page Setup'),
      yes('450 Facebook Followers'),
      yes('Daily Posts'),
      yes('Profile Optimisation'),
      yes('Paid Campaign Management'),
      yes('Weekly Report'),
    ],
  },
]

/** All thirteen packages, in display order within each category. */
export const packageSeeds: PackageSeed[] = [...website, ...seo, ...ppc, ...smo].map((p, i) => ({
  ...p,
  sortOrder: (i + 1) * 10,
}))
