/** Removes the end-to-end database and media so every `npm run test:e2e` starts fresh. */
import { rmSync } from 'node:fs'

for (const path of [
  'data/e2e.db',
  'data/e2e.db-wal',
  'data/e2e.db-shm',
  'data/e2e-media',
  'data/e2e-form-uploads',
]) {
  rmSync(path, { recursive: true, force: true })
}
