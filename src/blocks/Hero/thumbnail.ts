/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Hero: heading, text and button beside an image',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="8" y="18" width="50" height="6" rx="1.5" fill="#3b4252"/>',
    '<rect x="8" y="29" width="46" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="8" y="35" width="40" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="8" y="46" width="26" height="8" rx="4" fill="#2f6fde"/>',
    '<rect x="66" y="12" width="46" height="48" rx="2" fill="#c9d3e3"/>',
    '<path d="M69 57 l13.8 -21.6 l9.2 12.0 l6.9 -5.8 l10.1 15.4 z" fill="#8fa3c4"/>',
    '<circle cx="100.5" cy="26.4" r="3.7" fill="#8fa3c4"/>',
  ].join(''),
)
