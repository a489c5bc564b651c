/** /privacy-policy (spec §2). */
import type { Metadata } from 'next'

import { PolicyPage } from '@/components/pages/PolicyPage'
import { TEXT } from '@/lib/constants'
import { getPrivacyPolicy } from '@/lib/data'

export const metadata: Metadata = { title: TEXT.privacyPolicy }

export default async function PrivacyPolicyPage() {
  return <PolicyPage page={await getPrivacyPolicy()} />
}
