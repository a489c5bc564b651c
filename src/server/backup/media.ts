import 'server-only'

/**
 * Local media side of backup/restore: a copy of MEDIA_DIR with a checksum per file.
 * Uploads only add and delete whole files, so a copy taken right after the database
 * snapshot holds every file that snapshot refers to (unless deleted in between).
 */
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs'
import path from 'node:path'

import { OWNER_FOLDER_MODE } from '../data-files'
import { fileEntryOf, type FileEntry } from './manifest'

/** Copies `mediaDir` (may be missing: no media yet) to `target`; returns the copied files. */
export async function copyMedia(mediaDir: string, target: string): Promise<FileEntry[]> {
  mkdirSync(target, { recursive: true })
  if (!existsSync(mediaDir)) return []
  cpSync(mediaDir, target, { recursive: true, preserveTimestamps: true })
  const files = readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(target, path.join(entry.parentPath, entry.name)))
    .sort()
  const entries: FileEntry[] = []
  for (const file of files) entries.push(await fileEntryOf(target, file))
  return entries
}

/**
 * Replaces `mediaDir` with a copy of `source`. The current folder is kept as
 * `<mediaDir>.before-restore-<stamp>`; returns that path, or null when there was none.
 */
export function restoreMedia(source: string, mediaDir: string, stamp: string): string | null {
  let kept: string | null = null
  if (existsSync(mediaDir)) {
    kept = `${mediaDir.replace(/\/+$/, '')}.before-restore-${stamp}`
    renameSync(mediaDir, kept)
  }
  cpSync(source, mediaDir, { recursive: true, preserveTimestamps: true })
  // Owner-only like the media folder it replaces.
  chmodSync(mediaDir, OWNER_FOLDER_MODE)
  return kept
}
