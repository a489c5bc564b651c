/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Logo strip: a row of client logos',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="35" y="20" width="50" height="4" rx="1.5" fill="#3b4252"/>',
    '<rect x="8" y="34" width="23" height="14" rx="2" fill="#c9d3e3"/>',
    '<rect x="35" y="34" width="23" height="14" rx="2" fill="#c9d3e3"/>',
    '<rect x="62" y="34" width="23" height="14" rx="2" fill="#c9d3e3"/>',
    '<rect x="89" y="34" width="23" height="14" rx="2" fill="#c9d3e3"/>',
  ].join(''),
)
