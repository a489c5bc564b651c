import 'server-only'

/**
 * The Payload instance of Next.js server code that writes (route handlers, server actions).
 * `cron: true` starts the jobs autoRun cron in the serving process, so queued and retried
 * notification mail is sent even when no admin page was opened since start.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export const getServerPayload = (): Promise<Payload> => getPayload({ config, cron: true })
