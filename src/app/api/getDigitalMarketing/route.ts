/** GET api/getDigitalMarketing (docs/api.md): {"data": {"seo": [...], "ppc": [...], "smo": [...]}}. */
import { getPackagesByCategory } from '@/server/api/packages'
import { jsonRoute } from '@/server/api/respond'

export const GET = jsonRoute(async () => {
  const { seo, ppc, smo } = await getPackagesByCategory()
  return { data: { seo, ppc, smo } }
})
