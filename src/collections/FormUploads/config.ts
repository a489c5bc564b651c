/**
 * Files visitors attach to a built form (src/server/forms/submit.ts), kept apart from the
 * public media library: in FORM_UPLOADS_DIR (never S3, never a public URL), readable and
 * downloadable only by a signed-in admin or editor (`GET /api/form-uploads/file/<name>` goes
 * through this access, docs/security.md "Form uploads"). Created only by the form pipeline
 * through the local API; nobody creates or changes one over HTTP; admins may delete one.
 */
import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { admins, staff } from '@/access/roles'
import { getEnv } from '@/env'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

import { missingFileHandler } from '../Media/missing-file'

const UPLOADS_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), getEnv().FORM_UPLOADS_DIR)

export const FormUploads: CollectionConfig = {
  slug: 'form-uploads',
  labels: { singular: 'Form upload', plural: 'Form uploads' },
  admin: {
    group: ADMIN_GROUPS.inbox,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'],
    description: 'Files visitors attached to a form. Private: only signed-in staff can open them.',
  },
  access: { read: staff, create: () => false, update: () => false, delete: admins },
  upload: {
    // Resolved at run time from FORM_UPLOADS_DIR; not a build input.
    staticDir: UPLOADS_DIR,
    handlers: [missingFileHandler(UPLOADS_DIR)],
    // Every download is checked and never kept by a browser or proxy cache.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
    filesRequiredOnCreate: true,
  },
  fields: [
    {
      name: 'field',
      label: 'Form field',
      type: 'text',
      admin: { readOnly: true, description: 'The name of the form field the file was sent with.' },
    },
  ],
}
