/** GET api/getppc (docs/api.md): {"data": [...]} of the PPC packages. */
import { getPackagesByCategory } from '@/server/api/packages'
import { jsonRoute } from '@/server/api/respond'

export const GET = jsonRoute(async () => ({ data: (await getPackagesByCategory()).ppc }))
