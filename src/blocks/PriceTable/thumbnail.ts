/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Price table: package columns with prices and buttons',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="35" y="6" width="50" height="5" rx="1.5" fill="#3b4252"/>',
    '<rect x="9" y="16" width="30" height="58" rx="2" fill="#fff" stroke="#c9d3e3"/>',
    '<rect x="15" y="22" width="18" height="3" rx="1.5" fill="#3b4252"/>',
    '<rect x="14" y="30" width="20" height="6" rx="1.5" fill="#2f6fde"/>',
    '<rect x="14" y="42" width="20" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="14" y="48" width="20" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="14" y="54" width="20" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="13" y="62" width="22" height="7" rx="4" fill="#2f6fde"/>',
    '<rect x="45" y="16" width="30" height="58" rx="2" fill="#fff" stroke="#c9d3e3"/>',
    '<rect x="51" y="22" width="18" height="3" rx="1.5" fill="#3b4252"/>',
    '<rect x="50" y="30" width="20" height="6" rx="1.5" fill="#2f6fde"/>',
    '<rect x="50" y="42" width="20" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="50" y="48" width="20" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="50" y="54" width="20" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="49" y="62" width="22" height="7" rx="4" fill="#2f6fde"/>',
    '<rect x="81" y="16" width="30" height="58" rx="2" fill="#fff" stroke="#c9d3e3"/>',
    '<rect x="87" y="22" width="18" height="3" rx="1.5" fill="#3b4252"/>',
    '<rect x="86" y="30" width="20" height="6" rx="1.5" fill="#2f6fde"/>',
    '<rect x="86" y="42" width="20" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="86" y="48" width="20" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="86" y="54" width="20" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="85" y="62" width="22" height="7" rx="4" fill="#2f6fde"/>',
  ].join(''),
)
