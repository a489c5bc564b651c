import 'server-only'

/**
 * Package payloads of the public API (docs/api.md; getseo/getppc/getsmo, getDigitalMarketing, get_package_page),
 * grouped by category from the one cached package read the /package page uses.
 */
import type { PackageCategory } from '@/collections/Packages/config'
import { getPackages } from '@/server/data'

import type { ApiPackage } from './schemas'
import { toPackage } from './serialize'

/** Every package as API records, grouped by category (display order kept). */
export async function getPackagesByCategory(): Promise<Record<PackageCategory, ApiPackage[]>> {
  const groups: Record<PackageCategory, ApiPackage[]> = { website: [], seo: [], ppc: [], smo: [] }
  for (const p of await getPackages()) groups[p.category].push(toPackage(p))
  return groups
}
