/**
 * The 404 content inside the layout, for a page that finds no record after routing (for
 * example /about without its about record). Unmatched paths get src/app/global-not-found.tsx.
 */
import { NotFoundContent } from '@/components/NotFoundContent/NotFoundContent'

export default function NotFound() {
  return <NotFoundContent />
}
