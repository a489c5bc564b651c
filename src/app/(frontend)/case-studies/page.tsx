/**
 * /case-studies: the first page of case studies (see case-studies-view.tsx). Rendered on its
 * first request and cached under the case studies' tags until an edit.
 */
import { caseStudiesMetadata, CaseStudiesView } from './case-studies-view'

export const generateMetadata = () => caseStudiesMetadata(1)

export default function CaseStudiesPage() {
  return <CaseStudiesView page={1} />
}
