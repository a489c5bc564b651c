/**
 * `npm run restore -- <folder> [--yes]`: restores a backup of `npm run backup` over the
 * configured database and media folder, after checking its manifest and checksums (a folder
 * without a valid manifest is refused). Prints what it will do and asks for confirmation
 * (`--yes` skips the question; without a terminal `--yes` is required). Stop the site first.
 */
import { createInterface } from 'node:readline/promises'

import { readVerifiedManifest, restore, restorePlan } from '../src/server/backup'
import { fail, loadEnvOrExit } from './lib'

const env = loadEnvOrExit()
const args = process.argv.slice(2)
const folder = args.find((a) => !a.startsWith('--'))
if (!folder) {
  console.error('usage: npm run restore -- <backup folder> [--yes]   (e.g. backups/2026-11-23T15-00-00Z)')
  process.exit(2)
}

async function confirmed(): Promise<boolean> {
  if (args.includes('--yes')) return true
  if (!process.stdin.isTTY) {
    console.error('Not restored: add --yes to confirm when not running in a terminal.')
    return false
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question('Stop the site first. Type "restore" to continue: ')
  prompt.close()
  return answer.trim() === 'restore'
}

try {
  const manifest = await readVerifiedManifest(folder)
  console.log(`Backup ${folder} is complete (checksums match). Restoring will:`)
  for (const line of restorePlan(env, manifest)) console.log(`  - ${line}`)
  if (!(await confirmed())) process.exit(1)
  const kept = await restore(env, folder)
  console.log('Restored. Start the site again (npm start).')
  for (const path of kept)
    console.log(`The previous data is kept at ${path} (delete it when no longer needed).`)
} catch (error) {
  fail(error, 'Restore failed')
}
process.exit(0)
