/** GET api/getServices (spec §7): {"data": [...]} of the services, spec §3 field names. */
import { jsonRoute } from '@/lib/api/respond'
import { toService } from '@/lib/api/serialize'
import { getServices } from '@/lib/data'

export const GET = jsonRoute(async () => ({ data: (await getServices()).map(toService) }))
