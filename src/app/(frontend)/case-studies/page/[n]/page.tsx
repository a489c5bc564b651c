/**
 * /case-studies/page/{n}: further pages of case studies. None is built ahead: each renders on
 * its first request, then is cached under the case studies' tags until an edit expires them.
 * /case-studies/page/1 is a 308 to /case-studies (next.config.mjs); past the last page, or not
 * a number, a 404 (the proxy asks first: src/server/unknown-document.ts).
 */
import { parsePageNumber } from '@/lib/pagination'

import { caseStudiesMetadata, CaseStudiesView } from '../../case-studies-view'

type Props = { params: Promise<{ n: string }> }

export const generateStaticParams = (): { n: string }[] => []

export async function generateMetadata({ params }: Props) {
  return caseStudiesMetadata(parsePageNumber((await params).n))
}

export default async function CaseStudiesPageN({ params }: Props) {
  return <CaseStudiesView page={parsePageNumber((await params).n)} />
}
