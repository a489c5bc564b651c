/**
 * The first account of a fresh site needs the one-time setup token that `npm start` and
 * `npm run dev` print when no user exists (scripts/lib.ts), so that whoever reaches
 * /admin/create-first-user first cannot make themselves admin. The token reaches the server
 * as ADMIN_SETUP_TOKEN; it is asked for in the create-first-user form (the `setupToken`
 * field, virtual: never stored) and compared in constant time. Without a configured token
 * no first user can be created over HTTP (ADMIN_EMAIL / ADMIN_PASSWORD still create one on
 * start). The local API (scripts, tests) is not asked.
 */
import { ValidationError, type CollectionBeforeOperationHook, type Field } from 'payload'

import { getEnv } from '@/env'
import { tokensMatch } from '@/lib/revalidate-token'

export const SETUP_TOKEN_WRONG = 'Enter the setup token printed in the start log of the server.'

/** Shown in the create-first-user form only (nobody is signed in there). */
export const setupTokenField: Field = {
  name: 'setupToken',
  type: 'text',
  virtual: true,
  label: 'Setup token',
  admin: {
    condition: (_data, _siblingData, { user }) => !user,
    description: 'Printed in the start log of the server (npm start) while the site has no user.',
  },
}

/** Refuses a create over HTTP while no user exists unless it carries the setup token (400 on `setupToken`). */
export const requireSetupToken: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || req.payloadAPI === 'local') return args
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs > 0) return args
  const given: unknown = (args as { data?: { setupToken?: unknown } }).data?.setupToken
  const expected = getEnv().ADMIN_SETUP_TOKEN
  if (!expected || typeof given !== 'string' || !tokensMatch(given.trim(), expected)) {
    throw new ValidationError(
      { collection: 'users', errors: [{ path: 'setupToken', message: SETUP_TOKEN_WRONG }] },
      req.t,
    )
  }
  return args
}
