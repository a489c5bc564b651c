/** The 404 page's content: heading, fixed text (src/contracts/constants.ts), 'GO TO HOME PAGE' to /home. */
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { TEXT } from '@/contracts/constants'

export function NotFoundContent() {
  return (
    <section className="section container not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{TEXT.notFoundHeading}</h1>
      <p>{TEXT.notFoundText}</p>
      <SiteLink href="/home" className="button">
        {TEXT.goHome}
      </SiteLink>
    </section>
  )
}
