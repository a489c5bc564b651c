/** GET api/banner/get-banner (docs/api.md): {"data": [...]} of the banners (home carousel). */
import { jsonRoute } from '@/server/api/respond'
import { toBanner } from '@/server/api/serialize'
import { getBanners } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: (await getBanners()).map(toBanner) }))
