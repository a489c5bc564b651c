/** GET api/getSolution (spec §7): {"data": [...]} of the solutions (home grid), spec §3 field names. */
import { jsonRoute } from '@/server/api/respond'
import { toSolution } from '@/server/api/serialize'
import { getSolutions } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: (await getSolutions()).map(toSolution) }))
