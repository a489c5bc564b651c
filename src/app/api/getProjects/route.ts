/** GET api/getProjects (spec §7): {"data": [...]} of the projects (home strip), spec §3 field names. */
import { jsonRoute } from '@/lib/api/respond'
import { toProject } from '@/lib/api/serialize'
import { getProjects } from '@/lib/data'

export const GET = jsonRoute(async () => ({ data: (await getProjects()).map(toProject) }))
