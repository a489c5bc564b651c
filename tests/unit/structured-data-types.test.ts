/**
 * JSON-LD is typed with schema-dts where it is built (src/server/seo/structured-data.ts): each
 * builder returns a schema-dts type, so a misspelt property or type in its object fails
 * `npm run typecheck` (tsc checks this file; the `@ts-expect-error` lines are the planted
 * faults: they fail the type check the day schema-dts accepts them).
 */
import type { BlogPosting, FAQPage, Organization, WithContext } from 'schema-dts'
import { describe, expectTypeOf, it } from 'vitest'

import {
  blogPostingLd,
  breadcrumbLd,
  faqPageLd,
  offersLd,
  organizationLd,
  servicesLd,
} from '@/server/seo/structured-data'

describe('JSON-LD builders', () => {
  it('return schema-dts types', () => {
    expectTypeOf(organizationLd).returns.toEqualTypeOf<WithContext<Organization>>()
    expectTypeOf(blogPostingLd).returns.toEqualTypeOf<WithContext<BlogPosting>>()
    expectTypeOf(faqPageLd).returns.toEqualTypeOf<WithContext<FAQPage>>()
    expectTypeOf(servicesLd).returns.toBeArray()
    expectTypeOf(offersLd).returns.toBeArray()
    expectTypeOf(breadcrumbLd).returns.toHaveProperty('itemListElement')
  })

  it('refuse a misspelt property or type', () => {
    const organization: WithContext<Organization> = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Agency',
      // @ts-expect-error `telephon` is not a property of Organization
      telephon: '+44 20 7946 0000',
    }
    const posting: WithContext<BlogPosting> = {
      '@context': 'https://schema.org',
      // @ts-expect-error `BlogPost` is not a schema.org type of a BlogPosting
      '@type': 'BlogPost',
      headline: 'A post',
    }
    expectTypeOf(organization).toEqualTypeOf<WithContext<Organization>>()
    expectTypeOf(posting).toEqualTypeOf<WithContext<BlogPosting>>()
  })
})
