/**
 * Lead form block: the contact form (src/components/contact) with the landing page's id, so
 * the message goes through the same pipeline (stored first, mailed by the job, spam-guarded,
 * rate-limited; works without JavaScript) and records the page it was sent from.
 */
import { ContactForm } from '@/components/contact/ContactForm'
import { landingPagePath } from '@/lib/pages'

import type { BlockProps, BlockRenderer } from '../shared/types'
import shared from '../shared/section.module.css'
import styles from './lead-form.module.css'

/**
 * The form posts to the landing page's own path and records `place.page` as the page it was
 * sent from; `place.anchor` is `lead-form` on the page's first lead form (src/contracts/anchors.ts).
 */
export function LeadForm({ block, place: { index, page, anchor } }: BlockProps<'leadForm'>) {
  const headingId = `lead-form-${index}`
  return (
    <section id={anchor} className={`section ${shared.muted} ${shared.anchor}`} aria-labelledby={headingId}>
      <div className={`container ${styles.leadForm}`}>
        <h2 id={headingId} className="section-title">
          {block.heading}
        </h2>
        {block.text ? <p className={shared.intro}>{block.text}</p> : null}
        <ContactForm
          path={landingPagePath(page.slug)}
          idPrefix={`lead-${index}`}
          formPage={page.id}
          initialValues={block.subject ? { subject: block.subject } : undefined}
        />
      </div>
    </section>
  )
}

/** Renders the block in a landing page's layout (src/blocks/renderers.tsx). */
export const pageRenderer: BlockRenderer<'leadForm'> = LeadForm
