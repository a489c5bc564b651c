/** GET api/banner/get-banner (spec §7): {"data": [...]} of the banners (home carousel), spec §3 field names. */
import { jsonRoute } from '@/server/api/respond'
import { toBanner } from '@/server/api/serialize'
import { getBanners } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: (await getBanners()).map(toBanner) }))
