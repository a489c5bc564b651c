/**
 * Self-hosted variable fonts (no request leaves the site): Inter for text, Plus Jakarta
 * Sans for headings. Files are made from the @fontsource-variable packages by
 * `npm run fonts:subset` (scripts/subset-fonts.ts): Latin only, weights 400-800 (the CSS uses
 * 400-800), smaller files, since both are preloaded ahead of the largest
 * paint. next/font/local serves them from /_next and adds size-adjusted fallbacks
 * (`adjustFontFallback`, its default: no layout shift when the font swaps in).
 */
import localFont from 'next/font/local'

export const bodyFont = localFont({
  src: '../../fonts/inter-latin-400-800.woff2',
  weight: '400 800',
  display: 'swap',
  variable: '--font-body',
})

export const headingFont = localFont({
  src: '../../fonts/plus-jakarta-sans-latin-400-800.woff2',
  weight: '400 800',
  display: 'swap',
  variable: '--font-heading',
})
