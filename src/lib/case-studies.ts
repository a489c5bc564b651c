/**
 * Paths of the case studies' pages (docs/content.md "Case studies"): the list /case-studies
 * and one case study /case-studies/{slug}.
 */
import { getEnv } from '@/env'

export const CASE_STUDIES_PATH = '/case-studies'

export const caseStudyPath = (slug: string): string => `${CASE_STUDIES_PATH}/${slug}`

/** Live preview of a case study (the admin's Live Preview tab): its page in draft mode, else the list while it has no slug. */
export function caseStudyPreviewUrl(slug: unknown): string {
  const path = typeof slug === 'string' && slug ? caseStudyPath(slug) : CASE_STUDIES_PATH
  return `${getEnv().SERVER_URL}/api/preview?path=${encodeURIComponent(path)}`
}
