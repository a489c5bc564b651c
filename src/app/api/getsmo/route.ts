/** GET api/getsmo (spec §7): {"data": [...]} of the SMO packages. */
import { getPackagesByCategory } from '@/lib/api/packages'
import { jsonRoute } from '@/lib/api/respond'

export const GET = jsonRoute(async () => ({ data: (await getPackagesByCategory()).smo }))
