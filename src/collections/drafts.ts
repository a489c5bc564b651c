/**
 * Drafts of page content: an editor saves drafts and publishes when ready;
 * visitors only ever read the published version (src/access/policies.ts). Kept on the
 * collections and globals whose content is a page's (see README "Admin users, roles and
 * drafts"); the last 50 versions of each document are kept for restoring.
 *
 * Every one of them has live preview, so drafts autosave: half a second after the editor stops
 * typing, the draft is saved (a new document is created by its first autosave) and the preview
 * refreshes. *Save draft* stays for an explicit save.
 */
export const draftVersions = {
  drafts: { autosave: { interval: 500, showSaveDraftButton: true } },
  maxPerDoc: 50,
} as const

/**
 * Drafts that an editor may also publish or unpublish at a set time: Payload's `schedulePublish`
 * job (a `payload-jobs` row with `waitUntil`), run by the jobs cron (src/payload.config.ts).
 * The job saves through the local API, so the collection's revalidation hook expires the cache
 * the way every change from outside a request does (src/hooks/revalidate.ts `expireTag`).
 */
export const scheduledDraftVersions = {
  ...draftVersions,
  drafts: { ...draftVersions.drafts, schedulePublish: true },
} as const
