/** GET api/getProjects (docs/api.md): {"data": [...]} of the projects (home strip). */
import { jsonRoute } from '@/server/api/respond'
import { toProject } from '@/server/api/serialize'
import { getProjects } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: (await getProjects()).map(toProject) }))
