/** GET api/getSolution (spec §7): {"data": [...]} of the solutions (home grid), spec §3 field names. */
import { jsonRoute } from '@/lib/api/respond'
import { toSolution } from '@/lib/api/serialize'
import { getSolutions } from '@/lib/data'

export const GET = jsonRoute(async () => ({ data: (await getSolutions()).map(toSolution) }))
