/**
 * The form builder's file upload field (a block of a form's `fields`, slug `upload`): the
 * plugin's own upload field is replaced by this one, whose files go to the private
 * `form-uploads` collection through the form pipeline (src/server/forms/submit.ts), and whose
 * limits are a maximum size in bytes and a choice among UPLOAD_TYPES (checked on the file's
 * bytes, src/server/forms/sniff.ts).
 */
import type { Block } from 'payload'

import { FORM_UPLOAD_CEILING_BYTES, UPLOAD_TYPES, type UploadType } from '@/contracts/forms'

import { FIELD_NAME_HINT, validFieldName } from './field-names'

export const uploadFieldBlock: Block = {
  slug: 'upload',
  labels: { singular: 'File upload', plural: 'File uploads' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: 'Name (lowercase, no special characters)',
          type: 'text',
          required: true,
          validate: validFieldName,
          admin: { width: '50%', description: FIELD_NAME_HINT },
        },
        { name: 'label', label: 'Label', type: 'text', admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'maxSize',
          label: 'Largest file (bytes)',
          type: 'number',
          required: true,
          min: 1,
          max: FORM_UPLOAD_CEILING_BYTES,
          defaultValue: 500 * 1024,
          admin: {
            width: '50%',
            description: `In bytes: 500000 is about 500 KB. At most ${FORM_UPLOAD_CEILING_BYTES} (900 KB).`,
          },
        },
        {
          name: 'allowedTypes',
          label: 'Allowed file types',
          type: 'select',
          hasMany: true,
          required: true,
          defaultValue: ['pdf'],
          options: (Object.keys(UPLOAD_TYPES) as UploadType[]).map((value) => ({
            value,
            label: UPLOAD_TYPES[value].label,
          })),
          admin: { width: '50%', description: 'Checked on the file itself, not its name.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'required', label: 'Required', type: 'checkbox', admin: { width: '50%' } },
        { name: 'width', label: 'Field width (percentage)', type: 'number', admin: { width: '50%' } },
      ],
    },
  ],
}
