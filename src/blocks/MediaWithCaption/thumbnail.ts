/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Media with caption: a wide image and its caption',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="14" y="8" width="92" height="52" rx="2" fill="#c9d3e3"/>',
    '<path d="M17 57 l27.6 -23.4 l18.4 13.0 l13.8 -6.2 l26.2 16.6 z" fill="#8fa3c4"/>',
    '<circle cx="83.0" cy="23.6" r="4.2" fill="#8fa3c4"/>',
    '<rect x="30" y="66" width="60" height="3" rx="1.5" fill="#9aa3b2"/>',
  ].join(''),
)
