/**
 * Runs a TypeScript script of this folder (`node scripts/run.mjs start`) by bundling our
 * own code with esbuild into plain ES modules (packages stay external), then importing it.
 *
 * Why not tsx: on Node 20, tsx's off-thread loader hooks intermittently deadlock while
 * loading Payload's module graph on a cold cache, and the process dies with exit code 13
 * ("unsettled top-level await"). Plain Node ESM has no loader hooks and no such race.
 */
import { build } from 'esbuild'
import { pathToFileURL } from 'node:url'

const [name] = process.argv.splice(2, 1)
if (!name || !/^[\w-]+$/.test(name)) {
  console.error('usage: node scripts/run.mjs <script-name> [args...]')
  process.exit(2)
}

const outfile = `node_modules/.cache/scripts/${name}.mjs`
await build({
  entryPoints: [`scripts/${name}.ts`],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  // next has no exports map: plain Node ESM needs the file name.
  alias: { 'next/cache': 'next/cache.js' },
  logLevel: 'warning',
})
await import(pathToFileURL(outfile).href)
