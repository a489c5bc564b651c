/** GET api/get_package_page (docs/api.md): {"data": {"website", "seo", "ppc", "smo"}}, each a package list. */
import { getPackagesByCategory } from '@/server/api/packages'
import { jsonRoute } from '@/server/api/respond'

export const GET = jsonRoute(async () => ({ data: await getPackagesByCategory() }))
