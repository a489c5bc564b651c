/**
 * `npm run fonts:subset`: writes the two web fonts the public site preloads
 * (src/fonts/*.woff2) from the @fontsource-variable packages, smaller:
 * - the same code points as Fontsource's `latin` file (the package's unicode.json);
 * - the weight axis cut to 400-800, the weights the site's CSS uses (the packages span
 *   100-900 and 200-800); every OpenType feature is kept (tabular numbers, ligatures...).
 * Run it again after upgrading a
 * font package; the output is committed (the build does not run it). Both fonts are under the
 * SIL Open Font License 1.1 with no reserved font name; their LICENSE files are copied along.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

const OUT_DIR = path.join('src', 'fonts')
const WEIGHTS = { min: 400, max: 800 }

/** Code points of a CSS unicode-range such as `U+0000-00FF,U+0131`. */
function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [first, last = first] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => Number.parseInt(hex!, 16))
    if (!Number.isInteger(first) || !Number.isInteger(last) || last! < first!)
      throw new Error(`not a unicode range: ${part}`)
    return Array.from({ length: last! - first! + 1 }, (_, i) => first! + i)
  })
}

const FONTS = [
  { pkg: 'inter', file: 'inter-latin-wght-normal.woff2', out: 'inter-latin-400-800.woff2' },
  {
    pkg: 'plus-jakarta-sans',
    file: 'plus-jakarta-sans-latin-wght-normal.woff2',
    out: 'plus-jakarta-sans-latin-400-800.woff2',
  },
]

mkdirSync(OUT_DIR, { recursive: true })
for (const font of FONTS) {
  const dir = path.join('node_modules', '@fontsource-variable', font.pkg)
  const input = readFileSync(path.join(dir, 'files', font.file))
  const ranges = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>
  const text = String.fromCodePoint(...codePoints(ranges.latin!))
  const output = await subsetFont(input, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } })
  writeFileSync(path.join(OUT_DIR, font.out), output)
  copyFileSync(path.join(dir, 'LICENSE'), path.join(OUT_DIR, `${font.pkg}.LICENSE.txt`))
  console.log(`${font.out}: ${input.length} -> ${output.length} bytes`)
}
