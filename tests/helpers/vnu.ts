/**
 * The Nu HTML Checker (the `vnu-jar` package, run by Java: Debian's default-jre-headless) on
 * HTML documents: its errors, one line per error ("name:line: message"); [] when valid.
 * Errors only: the checker's warnings and info (advice such as "consider adding a lang
 * attribute") do not count. One Java start checks every document.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/** The checker's jar, as the vnu-jar package ships it. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

type NuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string }

/** Errors of each document of `documents` (name: a file-safe label → full HTML text). */
export async function htmlErrors(documents: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'))
  try {
    const files = await Promise.all(
      Object.entries(documents).map(async ([name, html], i) => {
        const file = path.join(dir, `${i}-${name.replace(/[^a-z0-9-]+/gi, '_')}.html`)
        await writeFile(file, html)
        return file
      }),
    )
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] }
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${path.basename(decodeURI(m.url ?? ''))}:${m.lastLine ?? 0}: ${m.message}`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
