/**
 * The picture of a block in the admin's block picker (Payload `Block.imageURL` and
 * `imageAltText`): a small SVG sketch of the block's layout, 120 × 80 user units drawn at
 * 240 × 160 px, kept in the block's own folder (`src/blocks/<Name>/thumbnail.ts`) and served
 * inline as a `data:` URL (the admin's CSP allows `img-src data:`), so a block needs no file
 * outside its folder. The sketch's `<title>` is the alt text, so the two cannot differ
 * (tests/unit/block-thumbnails.test.ts).
 */

/** What a block config spreads into itself: `{ imageURL: 'data:image/svg+xml,…', imageAltText }`. */
export type BlockThumbnail = { imageURL: string; imageAltText: string }

/**
 * Builds the thumbnail from its alt text (a sentence naming the block and what it shows) and
 * the SVG shapes drawn inside the 120 × 80 view box (markup without the `<svg>` element).
 */
export function blockThumbnail(alt: string, shapes: string): BlockThumbnail {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" width="240" height="160" role="img" aria-label="${alt}">` +
    `<title>${alt}</title>${shapes}</svg>`
  return { imageURL: `data:image/svg+xml,${encodeURIComponent(svg)}`, imageAltText: alt }
}
