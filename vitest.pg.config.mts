// `npm run test:int:pg`: the integration suite (tests/int) on PostgreSQL. A throw-away
// server for the run (or TEST_POSTGRES_URL), a database per test file, committed
// PostgreSQL migrations applied as in production (see tests/helpers/postgres-global.ts).
// tests/pg: what needs PostgreSQL itself (several instances on one database, advisory locks).
import { defineConfig } from 'vitest/config'

import base from './vitest.config.mts'

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/int/**/*.test.ts', 'tests/pg/**/*.test.ts'],
    globalSetup: ['tests/helpers/postgres-global.ts'],
  },
})
