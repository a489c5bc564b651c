/**
 * The Form block (./config.ts): the chosen form (src/components/forms/BuiltForm.tsx) under an
 * optional heading and text. A form deleted since the block was placed renders nothing.
 */
import { BuiltForm } from '@/components/forms/BuiltForm'
import type { Form as StoredForm } from '@/payload-types'
import { landingPagePath } from '@/lib/pages'
import { relationId } from '@/lib/relation-id'
import { findForm } from '@/server/forms/submit'
import { getServerPayload } from '@/server/payload'

import type { BlockRenderer } from '../shared/types'
import shared from '../shared/section.module.css'

/** The fields of a stored Form block. */
type FormFields = { heading?: string | null; text?: string | null; form?: number | StoredForm | null }

type Props = FormFields & { idPrefix: string; path?: string; formPage?: number }

/** The form of the block, read on the server (forms are not public through the API). */
async function FormSection({ heading, text, form, idPrefix, path, formPage }: Props) {
  const payload = await getServerPayload()
  const stored = await findForm(payload, relationId(form))
  if (!stored) return null
  const headingId = `${idPrefix}-heading`
  return (
    <section className={`section ${shared.muted}`} aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        {heading ? (
          <h2 id={headingId} className="section-title">
            {heading}
          </h2>
        ) : null}
        {text ? <p className={shared.intro}>{text}</p> : null}
        <BuiltForm form={stored} path={path} idPrefix={idPrefix} formPage={formPage} />
      </div>
    </section>
  )
}

/** Renders the block in a landing page's layout (src/blocks/renderers.tsx). */
export const pageRenderer: BlockRenderer<'form'> = ({ block, place: { index, page } }) => (
  <FormSection {...block} idPrefix={`form-${index}`} path={landingPagePath(page.slug)} formPage={page.id} />
)
