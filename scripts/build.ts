/**
 * `npm run build`: the one build that every instance serves (docs/deployment.md "One build").
 * 1. parse the environment (the instances' settings: SERVER_URL, DATABASE_URL, REDIS_URL…);
 * 2. migrate the database, seed demo content when empty, create the admin when configured
 *    (pages are prerendered from the database);
 * 3. `next build` into NEXT_DIST_DIR (default `.next`) and record its source fingerprint
 *    (scripts/site-build.ts), always, also when a current build exists.
 * Copy the project folder with that build folder to every instance: `npm start` there serves
 * it without building again.
 */
import { loadEnvOrExit, fail, prepareSite } from './lib'
import { buildSite, distDir } from './site-build'

const env = loadEnvOrExit({ announceSecret: true })
await prepareSite(env).catch(fail)
console.log(`Building the site in ${distDir()}...`)
buildSite(env)
console.log(`Built: ${distDir()} (source fingerprint in ${distDir()}/source-fingerprint)`)
