/**
 * Runs a TypeScript script of this folder (`node --conditions=production scripts/run.mjs
 * start`) by bundling our own code with esbuild into plain ES modules (packages stay
 * external), then importing it.
 *
 * Why `--conditions=production`: Lexical's default Node entry points (`*.node.mjs`) pick
 * their build with a top-level `await import()`; across Lexical's packages these form an
 * import cycle that deadlocks on Node 20, and the process dies with exit code 13
 * ("unsettled top-level await"). The `production` export condition resolves straight to
 * the production builds, which have no top-level await.
 * Why not tsx: one moving part less (no loader hooks), and the bundle is plain Node ESM.
 */
import { build } from 'esbuild'
import { pathToFileURL } from 'node:url'

const [name] = process.argv.splice(2, 1)
if (!name || !/^[\w-]+$/.test(name)) {
  console.error('usage: node scripts/run.mjs <script-name> [args...]')
  process.exit(2)
}

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
  plugins: [serverOnlyMarker],
  logLevel: 'warning',
})
await import(pathToFileURL(outfile).href)
