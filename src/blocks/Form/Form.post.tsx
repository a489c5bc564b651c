/**
 * The Form block in a post's text (./config.ts): the chosen form drawn on the server with no
 * client island (src/components/forms/PlainForm.tsx), under an optional heading and text, in a
 * section whose id (`post-form-{form id}`) the endpoint's 303 returns to. The path it returns to
 * and, on the post's answer page, the visitor's answer come from the page
 * (src/server/forms/shown-answer.ts). A form deleted since the block was placed renders nothing.
 */
import { PlainForm } from '@/components/forms/PlainForm'
import { relationId } from '@/lib/relation-id'
import type { Form as StoredForm } from '@/payload-types'
import { findForm } from '@/server/forms/submit'
import { postFormContext } from '@/server/forms/shown-answer'
import { getServerPayload } from '@/server/payload'

import type { PostConverter } from '../shared/types'
import styles from './form-post.module.css'

/** The fields of a stored Form block (Lexical blocks have no generated type). */
type FormFields = { heading?: string | null; text?: string | null; form?: number | StoredForm | null }

async function PostForm({ heading, text, form }: FormFields) {
  const payload = await getServerPayload()
  const stored = await findForm(payload, relationId(form))
  if (!stored) return null
  const { returnTo, answer } = postFormContext()
  const idPrefix = `post-form-${stored.id}`
  return (
    <section
      id={idPrefix}
      className={styles.form}
      aria-labelledby={heading ? `${idPrefix}-heading` : undefined}
    >
      {heading ? <h2 id={`${idPrefix}-heading`}>{heading}</h2> : null}
      {text ? <p>{text}</p> : null}
      <PlainForm form={stored} idPrefix={idPrefix} returnTo={returnTo} answer={answer} />
    </section>
  )
}

/** Renders the block in a post's text (src/blocks/post-renderers.tsx). */
export const postConverter: PostConverter = ({ node }) => <PostForm {...(node.fields as FormFields)} />
