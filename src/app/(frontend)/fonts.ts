/**
 * Self-hosted variable fonts (no request leaves the site): Inter for text, Plus Jakarta
 * Sans for headings. Files come from the @fontsource-variable packages, Latin subset only;
 * next/font/local serves them from /_next and adds size-adjusted fallbacks (no layout shift).
 */
import localFont from 'next/font/local'

export const bodyFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-body',
})

export const headingFont = localFont({
  src: '../../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-heading',
})
