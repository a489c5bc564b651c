/**
 * The values the site passes on Payload's `req.context` (hooks of one operation share it, and
 * a local API call hands its `context` to them), typed through Payload's `RequestContext`
 * declaration merging, so every key is read and written with its type:
 * - `disableRevalidate`: set by seeds, tests, CLI scripts and stores that publish nothing
 *   (a contact message); the hooks then expire no cache tag and share no redirect table
 *   (src/hooks/revalidate.ts, src/collections/Redirects/config.ts);
 * - `notifyJobId`: the id of the notification job a new contact message queued
 *   (src/collections/ContactMessages/hooks.ts), read back by its creator
 *   (src/server/contact/submit.ts) to run exactly that job;
 * - `restQueryVersionsChecked`: the versions endpoints checked the REST query already
 *   (src/hooks/rest-query/index.ts);
 * - `searchIndex:category:<id>`: the documents naming category `<id>`, kept between its
 *   `beforeDelete` and `afterDelete` hooks (src/hooks/search-index.ts).
 */
import type { SearchedCollection } from './search-index'

/** The documents of each searched collection that name one category: ids by collection. */
export type CategoryDocuments = { collection: SearchedCollection; ids: number[] }[]

declare module 'payload' {
  export interface RequestContext {
    disableRevalidate?: boolean
    notifyJobId?: number | string
    restQueryVersionsChecked?: boolean
    [pending: `searchIndex:category:${number}`]: CategoryDocuments | undefined
  }
}
