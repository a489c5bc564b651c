/**
 * A form the editor built (src/collections/Forms/config.ts), drawn on the server: its fields as
 * descriptions for the island (./BuiltForm.client.tsx), its confirmation message as rich text
 * rendered here, and the submit label (./FormView.tsx). Works without JavaScript (the island's form posts to
 * the server action, ./actions.ts).
 */
import type { Form } from '@/payload-types'

import { sendBuiltForm } from './actions'
import { BuiltFormClient } from './BuiltForm.client'
import { confirmationOf, fieldViews, submitLabelOf } from './FormView'

type Props = { form: Form; path?: string; idPrefix: string; formPage?: number }

export function BuiltForm({ form, path, idPrefix, formPage }: Props) {
  return (
    <BuiltFormClient
      action={sendBuiltForm}
      path={path}
      idPrefix={idPrefix}
      formId={form.id}
      fields={fieldViews(form)}
      submitLabel={submitLabelOf(form)}
      confirmation={confirmationOf(form)}
      formPage={formPage}
    />
  )
}
