/** JSON-LD builders and their serialisation: required properties, absolute URLs, `<` escaped. */
import { describe, expect, it } from 'vitest'

import { serializeJsonLd } from '@/components/JsonLd/JsonLd'
import { plainText, truncate } from '@/server/seo/plain-text'
import { breadcrumbLd, faqPageLd, offersLd, organizationLd, servicesLd } from '@/server/seo/structured-data'
import type { Package, Service, Setting } from '@/payload-types'

const BASE = 'https://agency.example'

const media = (url: string) => ({
  id: 1,
  alt: 'Logo',
  url,
  width: 200,
  height: 60,
  updatedAt: '',
  createdAt: '',
})

const settings = {
  site_name: 'Acme Agency',
  header_logo: media('/api/media/file/logo.png'),
  header_email: 'hello@acme.test',
  header_phone: '+1 555 0100',
  facebook: 'https://facebook.com/acme',
  twitter: null,
  youtube: 'https://youtube.com/@acme',
} as unknown as Setting

const richText = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
})

describe('organizationLd', () => {
  it('has name, url, absolute logo, contact point and only the social links that are set', () => {
    const ld = organizationLd(settings, BASE) as unknown
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme Agency',
      url: 'https://agency.example/',
      logo: 'https://agency.example/api/media/file/logo.png',
      contactPoint: { '@type': 'ContactPoint', email: 'hello@acme.test', telephone: '+1 555 0100' },
      sameAs: ['https://facebook.com/acme', 'https://youtube.com/@acme'],
    })
  })
})

describe('servicesLd and offersLd', () => {
  it('makes one Service per service, provided by the organization', () => {
    const services = [
      { id: 1, title: 'SEO', short: 'Rank higher', description: richText('x'), image: media('/a.png') },
    ] as unknown as Service[]
    expect(servicesLd(services, BASE)).toEqual([
      expect.objectContaining({
        '@type': 'Service',
        name: 'SEO',
        description: 'Rank higher',
        image: 'https://agency.example/a.png',
        provider: { '@id': 'https://agency.example/#organization' },
      }),
    ])
  })

  it('makes one USD Offer per package, linked to its payment page', () => {
    const packages = [
      { id: 1, key: 'web-standard', category: 'website', name: 'ULTRA STANDARD', price: 599 },
    ] as unknown as Package[]
    expect(offersLd(packages, BASE)).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        price: 599,
        priceCurrency: 'USD',
        url: 'https://agency.example/payment/web-standard',
      }),
    ])
  })
})

describe('breadcrumbLd', () => {
  it('starts at Home and numbers the items from 1', () => {
    const ld = breadcrumbLd([{ name: 'Services', path: '/services' }], BASE) as unknown as {
      itemListElement: unknown[]
    }
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://agency.example/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://agency.example/services' },
    ])
  })
})

describe('faqPageLd', () => {
  it('is a FAQPage with one Question and its Answer per item, in order', () => {
    expect(
      faqPageLd([
        { question: 'How long?', answer: 'Four weeks.' },
        { question: 'How much?', answer: 'From $599.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How long?',
          acceptedAnswer: { '@type': 'Answer', text: 'Four weeks.' },
        },
        { '@type': 'Question', name: 'How much?', acceptedAnswer: { '@type': 'Answer', text: 'From $599.' } },
      ],
    })
  })
})

describe('serializeJsonLd', () => {
  it('escapes < so content cannot close the script element, and stays valid JSON', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

describe('plainText and truncate', () => {
  it('joins the text of a Lexical document', () => {
    expect(plainText(richText('Hello  world'))).toBe('Hello world')
    expect(plainText(null)).toBe('')
  })

  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncate('one two three four', 12)).toBe('one two…')
    expect(truncate('short', 12)).toBe('short')
  })
})
