/**
 * `npm run backup [-- --to <folder>]`: writes a consistent snapshot of the database and the
 * media to `backups/<UTC time>/` (or under `--to`), with a manifest.json of row counts and
 * checksums. Safe while the site runs. See src/server/backup.
 */
import { backup } from '../src/server/backup'
import { fail, loadEnvOrExit } from './lib'

const env = loadEnvOrExit()
const toIndex = process.argv.indexOf('--to')
const root = toIndex > 0 ? process.argv[toIndex + 1] : 'backups'
if (!root) fail(new Error('--to needs a folder'))

try {
  const { folder, manifest } = await backup(env, root)
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0)
  const media =
    manifest.media.storage === 'local'
      ? `${manifest.media.files.length} media files`
      : `media left on S3 (bucket ${manifest.media.bucket})`
  console.log(`Backup written to ${folder}: ${manifest.database.kind} database (${rows} rows), ${media}.`)
} catch (error) {
  fail(error, 'Backup failed')
}
process.exit(0)
