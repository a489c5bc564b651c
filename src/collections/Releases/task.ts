import type { TaskConfig } from 'payload'

import { publishRelease } from './publish'

export const PUBLISH_RELEASE_TASK = 'publishRelease'

/**
 * The job of a scheduled release: queued with `waitUntil` = its `publishAt` when an editor saves
 * it with a time (./hooks.ts), run by the site's locked job runner
 * (src/mail/run-mail.ts, every minute by the jobs cron). It publishes only a release still
 * `scheduled` for exactly that instant: a cancelled or moved release leaves the job nothing to do.
 * A failure is the release's (`failed`, with its reason), never retried by the queue.
 */
export const publishReleaseTask: TaskConfig<{
  input: { release: number; publishAt: string }
  output: { outcome: string }
}> = {
  slug: PUBLISH_RELEASE_TASK,
  label: 'Publish a scheduled release',
  inputSchema: [
    { name: 'release', type: 'number', required: true },
    { name: 'publishAt', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: 0,
  handler: async ({ input, req }) => {
    const outcome = await publishRelease(req.payload, input.release, { scheduledFor: input.publishAt })
    return { output: { outcome: outcome.status } }
  },
}
