/** Any path no other route matches answers HTTP 404 with the spec's 404 page (spec §2). */
import { notFound } from 'next/navigation'

export default function CatchAll() {
  notFound()
}
