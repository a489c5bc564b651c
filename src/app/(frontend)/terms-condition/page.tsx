/** /terms-condition (spec §2). */
import type { Metadata } from 'next'

import { PolicyPage } from '@/components/pages/PolicyPage'
import { TEXT } from '@/lib/constants'
import { getTermsCondition } from '@/lib/data'

export const metadata: Metadata = { title: TEXT.termsCondition }

export default async function TermsConditionPage() {
  return <PolicyPage page={await getTermsCondition()} />
}
