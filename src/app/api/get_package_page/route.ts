/** GET api/get_package_page (spec §7): {"data": {"website", "seo", "ppc", "smo"}}, each a package list. */
import { getPackagesByCategory } from '@/lib/api/packages'
import { jsonRoute } from '@/lib/api/respond'

export const GET = jsonRoute(async () => ({ data: await getPackagesByCategory() }))
