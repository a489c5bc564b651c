/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Image: an image in the post with its caption',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="20" y="8" width="80" height="54" rx="2" fill="#c9d3e3"/>',
    '<path d="M23 59 l24.0 -24.3 l16.0 13.5 l12.0 -6.5 l22.0 17.3 z" fill="#8fa3c4"/>',
    '<circle cx="80.0" cy="24.2" r="4.3" fill="#8fa3c4"/>',
    '<rect x="35" y="68" width="50" height="3" rx="1.5" fill="#9aa3b2"/>',
  ].join(''),
)
