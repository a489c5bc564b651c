/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Feature grid: a heading over three features',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="35" y="8" width="50" height="5" rx="1.5" fill="#3b4252"/>',
    '<circle cx="24" cy="30" r="6" fill="#2f6fde"/>',
    '<rect x="12" y="42" width="24" height="3" rx="1.5" fill="#3b4252"/>',
    '<rect x="10" y="50" width="28" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="12" y="56" width="24" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<circle cx="60" cy="30" r="6" fill="#2f6fde"/>',
    '<rect x="48" y="42" width="24" height="3" rx="1.5" fill="#3b4252"/>',
    '<rect x="46" y="50" width="28" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="48" y="56" width="24" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<circle cx="96" cy="30" r="6" fill="#2f6fde"/>',
    '<rect x="84" y="42" width="24" height="3" rx="1.5" fill="#3b4252"/>',
    '<rect x="82" y="50" width="28" height="3" rx="1.5" fill="#9aa3b2"/>',
    '<rect x="84" y="56" width="24" height="3" rx="1.5" fill="#9aa3b2"/>',
  ].join(''),
)
