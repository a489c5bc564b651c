import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook } from 'payload'

/** The first user created (admin page "create first user", or ADMIN_EMAIL on start) is an admin. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}

/** Admin passwords have at least this many characters (docs/content.md "Sign-in"). */
export const MIN_PASSWORD_LENGTH = 12
export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters for the password.`

/**
 * Refuses a password shorter than MIN_PASSWORD_LENGTH on create, update and reset-password
 * (Payload's own check only asks for 3). Thrown as a field error on `password`, so the
 * admin shows it under the field and the REST API answers 400 with `{ path: 'password' }`.
 */
export const passwordMinLength: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password: unknown = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined || password === null || password === '') return args
  if (typeof password !== 'string' || [...password].length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError(
      { collection: 'users', errors: [{ path: 'password', message: PASSWORD_TOO_SHORT }] },
      req.t,
    )
  }
  return args
}
