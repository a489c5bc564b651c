import 'server-only'

/**
 * JSON-LD objects of the public pages, typed with schema-dts. Pure: every URL is
 * made absolute from `baseUrl` (SERVER_URL), so they are unit-tested without a server.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Offer,
  Organization,
  Service as ServiceLd,
  WithContext,
} from 'schema-dts'

import { asMedia } from '@/lib/media'
import { CATEGORY_LABELS } from '@/lib/format'
import type { Category, Package, Post, Service, Setting } from '@/payload-types'

import { plainText, truncate } from './plain-text'

/** `path` ("/services", "/api/media/file/x.png") as an absolute URL under `baseUrl`. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return new URL(path, `${baseUrl.replace(/\/+$/, '')}/`).toString()
}

/** The agency: name, url, logo, contact point and social profiles; on every page. */
export function organizationLd(settings: Setting, baseUrl: string): WithContext<Organization> {
  const logo = asMedia(settings.header_logo)
  const sameAs = [settings.facebook, settings.twitter, settings.youtube].filter((v): v is string =>
    Boolean(v),
  )
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl(baseUrl, '/#organization'),
    name: settings.site_name,
    url: absoluteUrl(baseUrl, '/'),
    ...(logo?.url ? { logo: absoluteUrl(baseUrl, logo.url) } : {}),
    email: settings.header_email,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: settings.header_email,
      telephone: settings.header_phone,
      availableLanguage: 'en',
    },
    ...(sameAs.length ? { sameAs } : {}),
  }
}

/** One `Service` per service card of /services, provided by the organization. */
export function servicesLd(services: Service[], baseUrl: string): WithContext<ServiceLd>[] {
  return services.map((s) => {
    const image = asMedia(s.image)
    return {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: s.title,
      description: truncate(s.short || plainText(s.description), 300),
      url: absoluteUrl(baseUrl, '/services'),
      ...(image?.url ? { image: absoluteUrl(baseUrl, image.url) } : {}),
      provider: { '@id': absoluteUrl(baseUrl, '/#organization') },
    }
  })
}

/** One `Offer` (price in USD, link to its payment page) per package of /package. */
export function offersLd(packages: Package[], baseUrl: string): WithContext<Offer>[] {
  return packages.map((p) => ({
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: `${p.name} (${CATEGORY_LABELS[p.category]})`,
    category: CATEGORY_LABELS[p.category],
    price: p.price,
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url: absoluteUrl(baseUrl, `/payment/${p.key}`),
    seller: { '@id': absoluteUrl(baseUrl, '/#organization') },
  }))
}

/** Home > … > page trail; `items` are the crumbs after Home, the last one the current page. */
export function breadcrumbLd(
  items: { name: string; path: string }[],
  baseUrl: string,
): WithContext<BreadcrumbList> {
  const trail = [{ name: 'Home', path: '/' }, ...items]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(baseUrl, item.path),
    })),
  }
}

/**
 * A blog post as `BlogPosting` (schema.org Article): headline, description (the excerpt),
 * hero image, dates, author (a Person by name), categories as `articleSection`, published
 * by the organization, at its absolute URL `path` under `baseUrl`.
 */
export function blogPostingLd(post: Post, path: string, baseUrl: string): WithContext<BlogPosting> {
  const image = asMedia(post.heroImage)
  const url = absoluteUrl(baseUrl, path)
  const sections = (post.categories ?? [])
    .filter((c): c is Category => typeof c === 'object' && c !== null)
    .map((c) => c.title)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    ...(image?.url ? { image: absoluteUrl(baseUrl, image.sizes?.og?.url ?? image.url) } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': absoluteUrl(baseUrl, '/#organization') },
    ...(sections.length ? { articleSection: sections } : {}),
  }
}

/** A FAQ block's questions and answers as a FAQPage (plain text answers). */
export function faqPageLd(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
