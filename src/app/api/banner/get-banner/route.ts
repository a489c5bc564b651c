/** GET api/banner/get-banner (spec §7): {"data": [...]} of the banners (home carousel), spec §3 field names. */
import { jsonRoute } from '@/lib/api/respond'
import { toBanner } from '@/lib/api/serialize'
import { getBanners } from '@/lib/data'

export const GET = jsonRoute(async () => ({ data: (await getBanners()).map(toBanner) }))
