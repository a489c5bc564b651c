import 'server-only'

/**
 * What the forms drawn into one render of a post need from the page around them, set by the
 * page before its text renders and read by the post's Form block (src/blocks/Form/Form.post.tsx):
 * the path a form's answer is shown at, and on that page the answer itself
 * (src/server/forms/answer-cookie.ts). One object per request (React's `cache`), so nothing of one
 * visitor's answer reaches another's render.
 */
import { cache } from 'react'

import type { FormAnswerState } from './answer-cookie'

export type PostFormContext = {
  /** The same-site path the form's endpoint sends the visitor back to (the post's answer page). */
  returnTo?: string
  /** The answer to show, on the answer page only. */
  answer?: FormAnswerState | null
}

/** This request's context (empty until the page sets it). */
export const postFormContext = cache((): PostFormContext => ({}))
