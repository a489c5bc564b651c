/**
 * Drafts of page content: an editor saves drafts and publishes when ready;
 * visitors only ever read the published version (src/access/policies.ts). Kept on the
 * collections and globals whose content is a page's (see README "Admin users, roles and
 * drafts"); the last 50 versions of each document are kept for restoring.
 */
export const draftVersions = { drafts: true, maxPerDoc: 50 } as const
