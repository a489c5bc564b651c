/**
 * Absolute folders of the project, from the working directory: every entry point (Next.js,
 * the Payload CLI, npm scripts, tests) runs from the project root. `import.meta.url` would
 * point into a bundle when scripts are bundled (scripts/run.mjs).
 */
import path from 'node:path'

export const PROJECT_ROOT = path.resolve(/*turbopackIgnore: true*/ process.cwd())
export const SRC_DIR = path.join(PROJECT_ROOT, 'src')
