/**
 * The form builder (`@payloadcms/plugin-form-builder`, docs/content.md "Forms"): editors build
 * forms of text, e-mail, long text, select, checkbox, number and file upload fields in the
 * `forms` collection, and place one with the "Form" block (landing pages and posts). What a visitor sends is not kept by
 * the plugin: the plugin's `form-submissions` collection (and its open
 * `POST /api/form-submissions`, which would skip the spam guard and rate limit) is removed, and
 * every submission goes through the contact pipeline into the inbox as a lead
 * (src/server/forms/submit.ts). Its per-form e-mails are removed too: the inbox's notification
 * job mails every lead once.
 */
import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Block, CollectionConfig, Field, Plugin } from 'payload'

import { staff } from '@/access/roles'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

import { expireTags } from '@/hooks/revalidate'

import { validFieldName } from './field-names'
import { uploadFieldBlock } from './upload-field'

export const FORMS_SLUG = 'forms'
const SUBMISSIONS_SLUG = 'form-submissions'

/** What a form's blocks must hold, as the editor's message (or true). */
function validFormFields(value: unknown): true | string {
  const blocks = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []
  const names = new Set<string>()
  for (const block of blocks) {
    const named = validFieldName(block.name)
    if (named !== true) return `Field "${String(block.name ?? '')}": ${named}`
    if (names.has(block.name as string))
      return `Two fields are named "${String(block.name)}": names must differ.`
    names.add(block.name as string)
  }
  if (!blocks.some((b) => b.blockType === 'email' && b.required === true))
    return 'Add a required E-mail field: it is the address the agency answers.'
  return true
}

/** Where a redirect may go: a path of this site (`/thanks`) or an https address. */
function validRedirect(value: unknown): true | string {
  if (typeof value !== 'string') return 'Enter a path such as /thank-you or an https:// address.'
  if (/^\/(?![/\\])/.test(value) || /^https:\/\/[^\s]+$/i.test(value)) return true
  return 'Enter a path such as /thank-you or an https:// address.'
}

/** The plugin's form fields with the checks above and without the per-form e-mails. */
function formFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return defaultFields
    .filter((field) => !('name' in field && field.name === 'emails'))
    .map((field): Field => {
      if ('name' in field && field.name === 'fields' && field.type === 'blocks')
        return { ...field, required: true, minRows: 1, validate: validFormFields }
      if ('name' in field && field.name === 'redirect' && field.type === 'group')
        return {
          ...field,
          fields: field.fields.map((sub): Field =>
            'name' in sub && sub.name === 'url' && sub.type === 'text'
              ? { ...sub, validate: validRedirect, admin: { description: '/thank-you or https://…' } }
              : sub,
          ),
        }
      return field
    })
}

/**
 * A form is drawn into the pages that place it (landing pages' layouts and posts' text, cached
 * under `pages` and `posts`, src/contracts/cache-tags.ts): a change or delete expires both.
 */
const expirePagesShowingForms: CollectionConfig['hooks'] = {
  afterChange: [({ doc, req }) => (expireTags(['pages', 'posts'], req), doc)],
  afterDelete: [({ doc, req }) => (expireTags(['pages', 'posts'], req), doc)],
}

const builder = formBuilderPlugin({
  fields: {
    text: true,
    email: true,
    textarea: true,
    select: true,
    checkbox: true,
    number: true,
    upload: false,
    privateUpload: uploadFieldBlock as Block & Record<string, unknown>,
    country: false,
    state: false,
    message: false,
    payment: false,
    date: false,
    radio: false,
  },
  formOverrides: {
    slug: FORMS_SLUG,
    labels: { singular: 'Form', plural: 'Forms' },
    admin: {
      group: ADMIN_GROUPS.pages,
      useAsTitle: 'title',
      description:
        'Forms for landing pages and posts (the Form block). What visitors send arrives in Contact messages.',
    },
    // Read on the server only (the Form block); staff build them.
    access: { read: staff, create: staff, update: staff, delete: staff },
    fields: formFields,
    hooks: expirePagesShowingForms,
  },
})

/** The form builder plugin with its submissions collection removed (see above). */
export const formsPlugin: Plugin = async (incoming) => {
  const config = await builder(incoming)
  return { ...config, collections: config.collections?.filter((c) => c.slug !== SUBMISSIONS_SLUG) }
}
