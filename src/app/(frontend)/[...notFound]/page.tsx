/** Any path no other route matches answers HTTP 404 with the site's 404 page. */
import { notFound } from 'next/navigation'

export default function CatchAll() {
  notFound()
}
