/**
 * Runs a TypeScript entry point of the repository: `node --conditions=production
 * scripts/run.mjs start` runs scripts/start.ts; a name with a folder (`bench/site`) runs that
 * file from the repository root. Our own code is bundled with esbuild into one plain ES module
 * (packages stay external), then imported.
 *
 * Why bundle: Node 24 strips types but resolves neither the `@/` paths of tsconfig.json nor
 * extensionless imports, and the `server-only` marker must compile to nothing outside Next.
 *
 * Why `--conditions=production`: Lexical's default Node entry points (`*.node.mjs`) pick
 * their build with a top-level `await import()`; across Lexical's packages these form an
 * import cycle that can deadlock, and the process then dies with exit code 13 ("unsettled
 * top-level await"). The `production` export condition resolves straight to the production
 * builds, which have no top-level await.
 */
import { build } from 'esbuild'
import { pathToFileURL } from 'node:url'

const [name] = process.argv.splice(2, 1)
if (!name || !/^([\w-]+\/)?[\w-]+$/.test(name)) {
  console.error('usage: node scripts/run.mjs <script-name | folder/entry-name> [args...]')
  process.exit(2)
}
const entry = name.includes('/') ? `${name}.ts` : `scripts/${name}.ts`

/**
 * `import 'server-only'` marks modules that must never reach a browser bundle. Next resolves
 * it to an empty module on the server (export condition `react-server`); these scripts are
 * server code too, so the marker compiles to nothing here as well.
 */
const serverOnlyMarker = {
  name: 'server-only',
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }))
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }))
  },
}

const outfile = `node_modules/.cache/scripts/${name.replace('/', '--')}.mjs`
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  tsconfig: 'tsconfig.json',
  // next has no exports map: plain Node ESM needs the file name.
  alias: { 'next/cache': 'next/cache.js' },
  plugins: [serverOnlyMarker],
  logLevel: 'warning',
})
await import(pathToFileURL(outfile).href)
