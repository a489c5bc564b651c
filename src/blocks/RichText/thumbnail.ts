/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Rich text: a heading and paragraphs',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="10" y="10" width="56" height="5" rx="1.5" fill="#3b4252"/>',
    '<rect x="10" y="20" width="100" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="10" y="27" width="100" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="10" y="34" width="70" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="10" y="45" width="100" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="10" y="52" width="100" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="10" y="59" width="54" height="3" rx="1.5" fill="#9aa3b2"/>',
  ].join(''),
)
