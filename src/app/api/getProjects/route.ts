/** GET api/getProjects (spec §7): {"data": [...]} of the projects (home strip), spec §3 field names. */
import { jsonRoute } from '@/server/api/respond'
import { toProject } from '@/server/api/serialize'
import { getProjects } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: (await getProjects()).map(toProject) }))
