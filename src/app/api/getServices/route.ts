/** GET api/getServices (spec §7): {"data": [...]} of the services, spec §3 field names. */
import { jsonRoute } from '@/server/api/respond'
import { toService } from '@/server/api/serialize'
import { getServices } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: (await getServices()).map(toService) }))
