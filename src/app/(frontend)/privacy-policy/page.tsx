/** /privacy-policy. */
import type { Metadata } from 'next'

import { PolicyPage } from '@/components/pages/PolicyPage'
import { TEXT } from '@/contracts/constants'
import { getPrivacyPolicy } from '@/server/data'
import { pageMetadata } from '@/server/seo/metadata'
import { plainText } from '@/server/seo/plain-text'
import { breadcrumbLd } from '@/server/seo/structured-data'
import { getEnv } from '@/env'
import { JsonLd } from '@/components/JsonLd/JsonLd'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPrivacyPolicy()
  return pageMetadata({
    key: 'privacy_policy',
    path: '/privacy-policy',
    title: page.title || TEXT.privacyPolicy,
    description: plainText(page.content),
  })
}

export default async function PrivacyPolicyPage() {
  const page = await getPrivacyPolicy()
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: page.title, path: '/privacy-policy' }], getEnv().SERVER_URL)} />
      <PolicyPage page={page} />
    </>
  )
}
