import 'server-only'

import type { Payload } from 'payload'

import { writeShared } from '@/infra/shared-state'

/**
 * Whether a package visitors may see (published; the public read access of the packages
 * collection) has payment key `key`. One count on the database, uncached: the answer decides a
 * 404, so it is never older than the database.
 */
export async function packageExists(payload: Payload, key: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'packages',
    where: { key: { equals: key } },
    overrideAccess: false,
  })
  return totalDocs > 0
}

/** Whether a landing page visitors may see (published; the pages' public read access) has `slug`; uncached, as packageExists. */
export async function landingPageExists(payload: Payload, slug: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'pages',
    where: { slug: { equals: slug } },
    overrideAccess: false,
  })
  return totalDocs > 0
}

/**
 * Hands `packageExists` and `landingPageExists` on `payload` to the proxy
 * (src/server/unknown-package.ts, src/server/unknown-landing-page.ts) as the shared values
 * `packageLookup` and `landingPageLookup` (src/infra/shared-state.ts): Next bundles the proxy
 * apart from the routes and it must not make a Payload instance of its own
 * (src/server/payload.ts says why).
 */
export function sharePackageLookup(payload: Payload): void {
  writeShared('packageLookup', (key) => packageExists(payload, key))
  writeShared('landingPageLookup', (slug) => landingPageExists(payload, slug))
}
