/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Lead form: a heading over labelled inputs and a send button',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="30" y="6" width="60" height="5" rx="1.5" fill="#3b4252"/>',
    '<rect x="25" y="16" width="20" height="2" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="25" y="20" width="70" height="7" rx="1.5" fill="#fff" stroke="#9aa3b2"/>',
    '<rect x="25" y="29" width="20" height="2" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="25" y="33" width="70" height="7" rx="1.5" fill="#fff" stroke="#9aa3b2"/>',
    '<rect x="25" y="42" width="20" height="2" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="25" y="46" width="70" height="7" rx="1.5" fill="#fff" stroke="#9aa3b2"/>',
    '<rect x="25" y="55" width="20" height="2" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="25" y="59" width="70" height="7" rx="1.5" fill="#fff" stroke="#9aa3b2"/>',
    '<rect x="25" y="70" width="30" height="7" rx="4" fill="#2f6fde"/>',
  ].join(''),
)
