// Lint rules: Next.js core web vitals + TypeScript + jsx-a11y (via eslint-config-next).
import path from 'node:path'

import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

// Folders and root files of each layer of src/, bottom to top; every entry of src/ but the
// generated src/payload-types.ts is in one (tests/unit/layers.test.ts).
const CMS = [
  'access',
  'collections',
  'fields',
  'globals',
  'hooks',
  'migrations',
  'seed',
  'redirects',
  'db.ts',
  'storage.ts',
  'payload.config.ts',
]
export const LAYERS = {
  contracts: ['contracts'],
  lib: ['lib', 'env.ts', 'paths.ts'],
  infra: ['infra'],
  mail: ['mail', 'webhooks'],
  cms: CMS,
  server: ['server', 'dashboard'],
  components: ['components', 'fonts', 'blocks'],
  app: ['app', 'proxy.ts'],
  // The site's HTTP server in front of Next (scripts/serve.ts): nothing in src/ imports it, and
  // it imports only the layers in EDGE_IMPORTS (docs/architecture.md "Layers").
  edge: ['edge'],
}
/**
 * Files inside a folder of a higher layer that belong to a lower one, by layer (globs). A block's
 * folder (src/blocks/<Name>/) is a component but for its `config.ts` and `thumbnail.ts`, and src/blocks/config.ts
 * lists those configs: they are CMS schema (the collections import them; they import no renderer).
 */
export const LAYER_PARTS = { cms: ['blocks/**/config.ts', 'blocks/**/thumbnail.ts'] }
/** The layers the edge may import: Next's bundles and the edge share only these (and the process). */
const EDGE_IMPORTS = ['contracts', 'lib', 'infra']
const ORDER = Object.keys(LAYERS)
const src = (entry) => `./src/${entry}`

const abs = (entry) => path.resolve(import.meta.dirname, 'src', entry)
/** The folders holding a part of a lower layer (LAYER_PARTS): checked by glob, so that part is left out. */
const SPLIT = [
  ...new Set(
    Object.values(LAYER_PARTS)
      .flat()
      .map((part) => part.split('/')[0]),
  ),
]
const partsUpTo = (index) => ORDER.slice(0, index + 1).flatMap((layer) => LAYER_PARTS[layer] ?? [])

/**
 * Two zones per layer: its modules (and its parts in higher folders) may not import anything from
 * the layers above it; of a split folder above, only its parts of this layer or lower.
 */
const layerZones = ORDER.slice(0, -1).flatMap((layer, index) => {
  const target = [...LAYERS[layer], ...(LAYER_PARTS[layer] ?? [])].map(src)
  const above = ORDER.slice(index + 1).flatMap((upper) => LAYERS[upper])
  const message = `The ${layer} layer may not import from a layer above it (docs/architecture.md "Layers").`
  const splitAbove = above.filter((entry) => SPLIT.includes(entry))
  return [
    { target, from: above.filter((entry) => !SPLIT.includes(entry)).map(src), message },
    ...splitAbove.map((folder) => ({
      target,
      from: abs(`${folder}/**`),
      except: partsUpTo(index)
        .filter((part) => part.startsWith(`${folder}/`))
        .map(abs),
      message,
    })),
  ]
})

/** The edge runs outside Next's bundles: it reaches the CMS, the data layer and the app only through Next. */
const edgeZone = {
  target: LAYERS.edge.map(src),
  from: ORDER.filter((layer) => layer !== 'edge' && !EDGE_IMPORTS.includes(layer)).flatMap((layer) =>
    LAYERS[layer].map(src),
  ),
  message: `The edge imports only ${EDGE_IMPORTS.join(', ')} (docs/architecture.md "Layers").`,
}

/** Browser code (client islands, their helpers) never imports server-side modules. */
const CLIENT_FORBIDDEN = ['infra', 'mail', 'cms', 'server', 'app', 'edge']
const clientZone = {
  target: [
    './src/**/*.client.tsx',
    './src/components/payment/api.ts',
    './src/components/contact/form-state.ts',
  ],
  from: [
    ...CLIENT_FORBIDDEN.flatMap((layer) => LAYERS[layer].map(src)),
    ...[
      'env.ts',
      'paths.ts',
      'lib/xsrf.ts',
      'lib/revalidate-token.ts',
      'lib/client.ts',
      'lib/derived-keys.ts',
    ].map(src),
  ],
  message: 'Client code imports only src/contracts, browser-safe src/lib helpers and components.',
}

/** Nor the parts of those layers inside a component folder (a block's config). */
const clientPartsZone = {
  target: clientZone.target,
  from: CLIENT_FORBIDDEN.flatMap((layer) => LAYER_PARTS[layer] ?? []).map(abs),
  message: clientZone.message,
}

/** One way to get the Payload instance in the site's code: getServerPayload. */
const onePayload = {
  name: 'payload',
  importNames: ['getPayload'],
  message: 'Use getServerPayload (src/server/payload.ts).',
}

/** The one module of values shared across bundles (the only user of `globalThis` and `Symbol.for`). */
const SHARED_STATE = 'src/infra/shared-state.ts'
const SHARED_STATE_MESSAGE = `Declare a value shared across bundles in ${SHARED_STATE} (why it crosses, its type).`

const config = [
  ...nextVitals,
  ...nextTs,
  // Formatting belongs to Prettier (`prettier --check` in `npm run lint`): no stylistic lint rules.
  prettier,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      // The builds other than the default one (NEXT_DIST_DIR=.builds/<name>: e2e, bench, faults).
      '.builds/**',
      'bench/results.json',
      'bench/faults-results.json',
      'next-env.d.ts',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // Generated by Payload: never hand-edited or linted.
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Layers, bottom to top (docs/architecture.md): contracts → lib → infra → mail → CMS schema →
    // server → components → app, and the edge beside them (contracts, lib and infra only). A module
    // imports only from its own layer or the ones below it.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...layerZones, edgeZone, clientZone, clientPartsZone] },
      ],
    },
  },
  {
    // No hidden links: a value shared across the process's bundles is declared, typed and
    // explained in src/infra/shared-state.ts, the one file that may reach the global object.
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    ignores: [SHARED_STATE],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['globalThis', 'global'].map((name) => ({ name, message: SHARED_STATE_MESSAGE })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
          message: SHARED_STATE_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/payload.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [onePayload] }] },
  },
  {
    // Public pages scroll up in steps on navigation: their links must not let Next jump first.
    files: ['src/app/(frontend)/**', 'src/components/**'],
    ignores: ['src/components/SiteLink/SiteLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [onePayload, { name: 'next/link', message: 'Use SiteLink (src/components/SiteLink).' }] },
      ],
    },
  },
]

export default config
