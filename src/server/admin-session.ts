import 'server-only'

import { headers } from 'next/headers'

import { getServerPayload } from './payload'

/** The answer to an admin server-function call by someone without an admin session. */
export const SIGN_IN_FIRST = 'Sign in to the admin first.'
/** The answer to a signed-in call whose handler failed (its arguments did not fit it). */
export const CALL_FAILED = 'The admin could not complete this request.'

/**
 * The answer `{ message }` to an admin server-function call whose Payload handler threw
 * (handleServerFunctions of @payloadcms/next): SIGN_IN_FIRST when the request carries no valid
 * admin session (Payload's JWT cookie or `Authorization` header, checked by `payload.auth`;
 * Payload's handlers throw for such callers), otherwise CALL_FAILED, with the error logged at
 * error level (a signed-in call that fails may be a defect). Never throws.
 */
export async function serverFunctionFailure(error: unknown): Promise<{ message: string }> {
  try {
    const payload = await getServerPayload({ cron: false })
    const { user } = await payload.auth({ headers: await headers() })
    if (!user) return { message: SIGN_IN_FIRST }
    payload.logger.error({ err: error }, 'Admin server function failed')
    return { message: CALL_FAILED }
  } catch {
    return { message: SIGN_IN_FIRST }
  }
}
