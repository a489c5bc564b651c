/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Form: a form built in Forms, with its fields, a file field and a send button',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="25" y="8" width="20" height="2" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="25" y="12" width="70" height="7" rx="1.5" fill="#fff" stroke="#9aa3b2"/>',
    '<rect x="25" y="23" width="20" height="2" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="25" y="27" width="70" height="7" rx="1.5" fill="#fff" stroke="#9aa3b2"/>',
    '<rect x="25" y="38" width="4" height="4" rx="1" fill="#fff" stroke="#9aa3b2"/>',
    '<rect x="32" y="39" width="30" height="2" rx="1" fill="#9aa3b2"/>',
    '<rect x="25" y="47" width="20" height="2" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="25" y="51" width="24" height="7" rx="1.5" fill="#e5e7eb" stroke="#9aa3b2" stroke-dasharray="2 1"/>',
    '<rect x="25" y="66" width="30" height="7" rx="4" fill="#2f6fde"/>',
  ].join(''),
)
