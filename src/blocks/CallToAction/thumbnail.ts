/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Call to action: heading, text and a button on a band',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="8" y="16" width="104" height="48" rx="3" fill="#dfe8f8"/>',
    '<rect x="30" y="24" width="60" height="5" rx="1.5" fill="#3b4252"/>',
    '<rect x="25" y="34" width="70" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="35" y="40" width="50" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="47" y="49" width="26" height="8" rx="4" fill="#2f6fde"/>',
  ].join(''),
)
