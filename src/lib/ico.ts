/**
 * The ICO container (the format of `/favicon.ico`) holding PNG images, as every browser since
 * Windows Vista's reads it: a 6-byte header (reserved 0, type 1, image count), one 16-byte
 * directory entry per image (width and height in pixels, 0 meaning 256; colour count 0;
 * planes 1; 32 bits per pixel; the PNG's byte length and offset, little-endian), then the PNGs.
 */

/** One image: a square PNG of `size` pixels (1-256). */
export type IcoImage = { size: number; png: Uint8Array }

const HEADER_BYTES = 6
const ENTRY_BYTES = 16

/** The ICO file of `images`, in their order. */
export function icoFromPngs(images: IcoImage[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, i) => {
    if (!Number.isInteger(size) || size < 1 || size > 256)
      throw new RangeError(`icon size ${size} is not 1-256`)
    const entry = HEADER_BYTES + ENTRY_BYTES * i
    header.writeUInt8(size % 256, entry)
    header.writeUInt8(size % 256, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map(({ png }) => png)])
}
