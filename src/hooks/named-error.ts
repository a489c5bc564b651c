/**
 * `error` with `name` set. Payload's REST error answer (formatErrors) keeps the message of an
 * error only when it has a name, and Payload names its errors after their class, which a
 * production build minifies away: the answer would say "An unknown error occurred." instead.
 */
export const named = <E extends Error>(error: E, name: string): E => Object.assign(error, { name })
