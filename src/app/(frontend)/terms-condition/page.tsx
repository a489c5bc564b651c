/** /terms-condition. */
import type { Metadata } from 'next'

import { PolicyPage } from '@/components/pages/PolicyPage'
import { TEXT } from '@/contracts/constants'
import { getTermsCondition } from '@/server/data'
import { pageMetadata } from '@/server/seo/metadata'
import { plainText } from '@/server/seo/plain-text'
import { breadcrumbLd } from '@/server/seo/structured-data'
import { getEnv } from '@/env'
import { JsonLd } from '@/components/JsonLd/JsonLd'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getTermsCondition()
  return pageMetadata({
    key: 'terms_condition',
    path: '/terms-condition',
    title: page.title || TEXT.termsCondition,
    description: plainText(page.content),
  })
}

export default async function TermsConditionPage() {
  const page = await getTermsCondition()
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: page.title, path: '/terms-condition' }], getEnv().SERVER_URL)} />
      <PolicyPage page={page} />
    </>
  )
}
