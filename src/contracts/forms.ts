/**
 * The contract of forms an editor builds (docs/content.md "Forms"): the field types a form
 * offers, the file types an upload field may allow and the size ceiling of one file. Pure
 * constants, shared by the forms collection, the server's validation and the form island.
 */

/** Field types of a built form (the blocks of a form's `fields`). */
export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'textarea',
  'select',
  'checkbox',
  'number',
  'upload',
] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

/**
 * File types an upload field may allow, by the value an editor picks: each with the MIME type
 * its bytes must be detected as (src/server/forms/sniff.ts, from the file's content, never its
 * name) and what the visitor reads.
 */
export const UPLOAD_TYPES = {
  pdf: { mime: 'application/pdf', label: 'PDF' },
  jpeg: { mime: 'image/jpeg', label: 'JPEG image' },
  png: { mime: 'image/png', label: 'PNG image' },
  webp: { mime: 'image/webp', label: 'WebP image' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word document (.docx)',
  },
} as const
export type UploadType = keyof typeof UPLOAD_TYPES

/**
 * The largest file an upload field may accept (bytes): an editor's maximum is at most this. A
 * form post to a page is one request body of at most 1 MiB (src/edge/body.ts BODY_LIMIT), which
 * leaves room for the other answers and the multipart framing.
 */
export const FORM_UPLOAD_CEILING_BYTES = 900 * 1024

/** Characters kept of a text or e-mail answer, and of a long text (textarea) answer. */
export const FORM_TEXT_LIMIT = 500
export const FORM_TEXTAREA_LIMIT = 5000

/** Hidden field naming the form a post answers (its id in the `forms` collection). */
export const FORM_ID_FIELD = 'form_id'

/**
 * The largest body of a post to a form's own endpoint (`POST /api/forms/{id}/submit`, bytes):
 * the site's limit for any body (src/edge/body.ts BODY_LIMIT).
 */
export const FORM_POST_LIMIT_BYTES = 1024 * 1024

/**
 * Hidden field of a form drawn without an island (a post's form): the same-site path the
 * endpoint sends the visitor to with its answer (303, src/collections/Forms/submit-endpoint.ts).
 */
export const FORM_RETURN_FIELD = 'return_to'
