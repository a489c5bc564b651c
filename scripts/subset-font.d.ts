/**
 * Types of the `subset-font` package (it ships none), for the options scripts/subset-fonts.ts
 * uses. Source: the package's README (harfbuzz hb-subset): `text` is the characters to keep,
 * `variationAxes` pins an axis to a value or narrows it to a range.
 */
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    keepFeatures?: string[]
    preserveNameIds?: number[]
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}
