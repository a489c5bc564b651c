/** GET api/getServices (docs/api.md): {"data": [...]} of the services. */
import { jsonRoute } from '@/server/api/respond'
import { toService } from '@/server/api/serialize'
import { getServices } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: (await getServices()).map(toService) }))
