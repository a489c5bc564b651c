/**
 * `node scripts/run.mjs favicon`: writes src/app/favicon.ico (served at `/favicon.ico`, where
 * every browser and feed reader asks for an icon) from the site's icon, src/app/icon.svg: PNGs
 * of FAVICON_SIZES pixels rendered by sharp, in one ICO file (src/lib/ico.ts). Run it again
 * after changing icon.svg; the output is committed, and tests/unit/favicon.test.ts fails while
 * it is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { icoFromPngs } from '../src/lib/ico'

export const ICON_SVG = path.join('src', 'app', 'icon.svg')
export const FAVICON = path.join('src', 'app', 'favicon.ico')
/** Sizes in the ICO (pixels): tabs, taskbars and high-density tabs. */
export const FAVICON_SIZES = [16, 32, 48]

/** The ICO of `svg` at FAVICON_SIZES. */
export async function renderFavicon(svg: Buffer): Promise<Buffer> {
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 72 * Math.ceil(size / 16) })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  )
  return icoFromPngs(images)
}

// Run as a script (scripts/run.mjs bundles it to favicon.mjs), not when a test imports it.
if (import.meta.url.endsWith('/favicon.mjs')) {
  writeFileSync(FAVICON, await renderFavicon(readFileSync(ICON_SVG)))
  console.log(`wrote ${FAVICON}`)
}
