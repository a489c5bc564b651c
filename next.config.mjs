import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js'

import { deploymentIdFor } from './scripts/build-fingerprint.ts'
import { getEnv } from './src/env.ts'

const distDir = process.env.NEXT_DIST_DIR || '.next'

/**
 * The tsconfig a build reads. Next adds the type folders of every build's output folder to
 * the `include` list of the tsconfig it reads. The default build (`.next`) reads
 * tsconfig.json, which lists `.next`; every other build (NEXT_DIST_DIR, under the ignored
 * `.builds/` folder) reads a file of its own beside its output that extends tsconfig.json, so
 * those edits never reach a committed file.
 */
function tsconfigPathOf(dir) {
  if (dir === '.next') return undefined
  const file = `${dir}.tsconfig.json`
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    const base = path.relative(path.dirname(file), 'tsconfig.json')
    writeFileSync(file, `${JSON.stringify({ extends: base }, null, 2)}\n`)
  }
  return file
}

/**
 * Next.js configuration, wrapped by Payload so the admin and REST API run in this app.
 * NEXT_DIST_DIR lets the end-to-end suite keep its own build (built against its own
 * throw-away database) apart from the one `npm start` serves.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  distDir,
  poweredByHeader: false,
  // Every visitor gets the metadata (title, description, canonical) in <head>: Next streams it
  // into <body> for user agents outside this list whenever generateMetadata resolves after the
  // shell, which is invalid HTML and what the page cache would then keep for everyone
  // (https://nextjs.org/docs/app/api-reference/config/next-config-js/htmlLimitedBots).
  htmlLimitedBots: /.*/,
  // Responses are compressed by the site's HTTP server (the `encoding` step of
  // src/edge/pipeline.ts), after it has hashed the inline scripts of the plain HTML for the CSP; `next start`
  // alone would serve them uncompressed. HTML carries an ETag, which keys the CSP.
  compress: false,
  generateEtags: true,
  // Types are checked by `npm run typecheck` (in `npm test` and CI), with the dev dependencies'
  // declarations. A production install (`npm ci --omit=dev`) has none of those, so its build must
  // not type-check again.
  typescript: { ignoreBuildErrors: true, tsconfigPath: tsconfigPathOf(distDir) },
  experimental: {
    // src/app/global-not-found.tsx answers every unmatched path with a server-rendered 404 page.
    globalNotFound: true,
    // Above the HTTP server's 1 MiB limit (src/edge/body.ts), which answers 413 JSON first.
    serverActions: { bodySizeLimit: '2mb' },
  },
  // Page 1 of a list is the list's own path (src/lib/pagination.ts).
  redirects: async () => [
    { source: '/services/page/1', destination: '/services', permanent: true },
    { source: '/blog/page/1', destination: '/blog', permanent: true },
    { source: '/blog/category/:slug/page/1', destination: '/blog/category/:slug', permanent: true },
    { source: '/case-studies/page/1', destination: '/case-studies', permanent: true },
    // Guessable aliases (README "Public URL"): where feed readers look for a feed, and the short
    // names of the policies. Their first segments are reserved slugs (src/lib/pages.ts, src/lib/blog.ts).
    ...['/feed', '/rss.xml', '/blog/feed'].map((source) => ({
      source,
      destination: '/blog/rss.xml',
      permanent: true,
    })),
    { source: '/terms', destination: '/terms-condition', permanent: true },
    { source: '/privacy', destination: '/privacy-policy', permanent: true },
  ],
  images: {
    // AVIF first (smallest), WebP for browsers without it.
    formats: ['image/avif', 'image/webp'],
    // The widths a srcset offers. Payload's largest size is 1600 px (hero), so wider
    // candidates only repeat it; every candidate is ~90 bytes of HTML per image (and per
    // preload). 750 is the emulated mid-range phone (412 px at DPR 1.75); 48/96 are the
    // 44 px logos at 1x/2x; 256/384 serve small `vw` slots.
    deviceSizes: [640, 750, 1080, 1600],
    imageSizes: [48, 96, 256, 384],
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })
const cmsHeaders = withCms.headers

/**
 * Payload sends `Critical-CH: Sec-CH-Prefers-Color-Scheme` (for the admin's theme) on every
 * path. On a public page that makes Chrome fetch the document twice on a first visit (an
 * internal 307 to retry with the hint: a full round trip before anything renders) and
 * adds `Vary: Sec-CH-Prefers-Color-Scheme`. Those hints are kept for the admin only.
 */
async function headers() {
  const rules = await cmsHeaders()
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}

const config = { ...withCms, headers }

/**
 * Several instances (REDIS_URL set, docs/deployment.md "Several instances"), for the built
 * site only (`next build`, then the server): Next's cache goes through cache-handler.mjs to
 * Redis, with no per-instance memory copy in front of it (`cacheMaxMemorySize: 0`, as Next's
 * cacheHandler documentation asks), and the build is named by a deploymentId that every
 * instance serving it reports (scripts/build-fingerprint.ts deploymentIdFor: from the sources
 * at build time, read back from the build when serving). Without REDIS_URL nothing changes.
 * Which of the two a build is counts in the build fingerprint, so `npm start` rebuilds when
 * REDIS_URL is switched on or off.
 */
function sharedCacheConfig(phase) {
  if (phase !== PHASE_PRODUCTION_BUILD && phase !== PHASE_PRODUCTION_SERVER) return {}
  const shared = Boolean(getEnv().REDIS_URL)
  if (!shared) return {}
  const deploymentId = deploymentIdFor(phase === PHASE_PRODUCTION_BUILD ? 'build' : 'serve', distDir, shared)
  return {
    cacheHandler: path.resolve(import.meta.dirname, 'cache-handler.mjs'),
    cacheMaxMemorySize: 0,
    ...(deploymentId ? { deploymentId } : {}),
  }
}

/**
 * Payload turns Turbopack's server fast refresh off (`experimental.turbopackServerFastRefresh:
 * false`: it breaks the admin's hot reload). The setting matters to `npm run dev` only; in a
 * production build it changes nothing, and `next build` would list it among the experiments
 * as `⨯ turbopackServerFastRefresh`, which reads like an error. It is kept for development only.
 */
function experimentalFor(phase) {
  if (phase !== PHASE_PRODUCTION_BUILD && phase !== PHASE_PRODUCTION_SERVER) return config.experimental
  const { turbopackServerFastRefresh: _devOnly, ...experimental } = config.experimental ?? {}
  return experimental
}

/** Next calls the exported function with the phase it loads the configuration for. */
export default function configFor(phase) {
  return { ...config, experimental: experimentalFor(phase), ...sharedCacheConfig(phase) }
}
