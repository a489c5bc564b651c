/**
 * The picture of a block in the admin's block picker (Payload `Block.imageURL`, with
 * `imageAltText` the sketch's own `<title>`): a small SVG sketch of the block's layout, served
 * by Next from `public/block-thumbnails/{slug}.svg`. Every block of a landing page or a post
 * has one (tests/unit/block-thumbnails.test.ts).
 */

/** The public URL path of the thumbnail of the block `slug`: `/block-thumbnails/hero.svg`. */
export const blockThumbnailPath = (slug: string): string => `/block-thumbnails/${slug}.svg`
