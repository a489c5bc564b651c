/** GET api/getSettings (spec §7): {"data": {...}}, the header/footer settings of spec §3. */
import { jsonRoute } from '@/server/api/respond'
import { toSettings } from '@/server/api/serialize'
import { getSettings } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: toSettings(await getSettings()) }))
