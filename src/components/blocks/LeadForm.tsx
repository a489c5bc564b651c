/**
 * Lead form block: the contact form (src/components/contact) with the landing page's id, so
 * the message goes through the same pipeline (stored first, mailed by the job, spam-guarded,
 * rate-limited; works without JavaScript) and records the page it was sent from.
 */
import { ContactForm } from '@/components/contact/ContactForm'

import type { BlockOf } from './types'
import styles from './blocks.module.css'

type Props = {
  block: BlockOf<'leadForm'>
  pageId: number
  /** The landing page's path (the form's post address). */
  path: string
  index: number
  /** The section's id (`lead-form` for the page's first lead form: a hero button may link to #lead-form). */
  anchor?: string
}

export function LeadForm({ block, pageId, path, index, anchor }: Props) {
  const headingId = `lead-form-${index}`
  return (
    <section id={anchor} className={`section ${styles.muted} ${styles.anchor}`} aria-labelledby={headingId}>
      <div className={`container ${styles.leadForm}`}>
        <h2 id={headingId} className="section-title">
          {block.heading}
        </h2>
        {block.text ? <p className={styles.intro}>{block.text}</p> : null}
        <ContactForm
          path={path}
          idPrefix={`lead-${index}`}
          formPage={pageId}
          initialValues={block.subject ? { subject: block.subject } : undefined}
        />
      </div>
    </section>
  )
}
