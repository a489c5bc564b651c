/** GET api/getSolution (docs/api.md): {"data": [...]} of the solutions (home grid). */
import { jsonRoute } from '@/server/api/respond'
import { toSolution } from '@/server/api/serialize'
import { getSolutions } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: (await getSolutions()).map(toSolution) }))
