/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Testimonials: quoted cards with names',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="35" y="8" width="50" height="5" rx="1.5" fill="#3b4252"/>',
    '<rect x="8" y="20" width="50" height="50" rx="2" fill="#fff" stroke="#c9d3e3"/>',
    '<text x="13" y="34" font-family="Georgia,serif" font-size="14" fill="#2f6fde">“</text>',
    '<rect x="14" y="38" width="38" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="14" y="44" width="38" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="14" y="50" width="28" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<circle cx="18" cy="61" r="4" fill="#c9d3e3"/>',
    '<rect x="25" y="59" width="18" height="3" rx="1.5" fill="#3b4252"/>',
    '<rect x="62" y="20" width="50" height="50" rx="2" fill="#fff" stroke="#c9d3e3"/>',
    '<text x="67" y="34" font-family="Georgia,serif" font-size="14" fill="#2f6fde">“</text>',
    '<rect x="68" y="38" width="38" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="68" y="44" width="38" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="68" y="50" width="28" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<circle cx="72" cy="61" r="4" fill="#c9d3e3"/>',
    '<rect x="79" y="59" width="18" height="3" rx="1.5" fill="#3b4252"/>',
  ].join(''),
)
