/** GET api/getSettings (docs/api.md): {"data": {...}}, the header/footer settings. */
import { jsonRoute } from '@/server/api/respond'
import { toSettings } from '@/server/api/serialize'
import { getSettings } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: toSettings(await getSettings()) }))
