/** GET api/getDigitalMarketing (spec §7): {"data": {"seo": [...], "ppc": [...], "smo": [...]}}. */
import { getPackagesByCategory } from '@/server/api/packages'
import { jsonRoute } from '@/server/api/respond'

export const GET = jsonRoute(async () => {
  const { seo, ppc, smo } = await getPackagesByCategory()
  return { data: { seo, ppc, smo } }
})
