/** GET api/getSettings (spec §7): {"data": {...}}, the header/footer settings of spec §3. */
import { jsonRoute } from '@/lib/api/respond'
import { toSettings } from '@/lib/api/serialize'
import { getSettings } from '@/lib/data'

export const GET = jsonRoute(async () => ({ data: toSettings(await getSettings()) }))
