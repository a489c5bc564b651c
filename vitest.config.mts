// Vitest: unit tests (pure helpers) and integration tests (Payload local API on a
// throw-away SQLite database per test file, see tests/helpers/setup-env.ts).
import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
      // Next.js resolves 'server-only' to an empty module on the server; the package's default entry throws.
      'server-only': path.resolve(import.meta.dirname, 'tests/helpers/server-only.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/int/**/*.test.ts', 'src/blocks/**/*.test.ts'],
    setupFiles: ['tests/helpers/setup-env.ts'],
    // Each file boots Payload on its own database; two at a time fit this 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
