/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'Quote: a quotation and who said it',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="14" y="14" width="3" height="46" fill="#2f6fde"/>',
    '<text x="22" y="30" font-family="Georgia,serif" font-size="20" fill="#2f6fde">“</text>',
    '<rect x="24" y="32" width="80" height="4" rx="1.5" fill="#3b4252"/>',
    '<rect x="24" y="40" width="84" height="4" rx="1.5" fill="#3b4252"/>',
    '<rect x="24" y="48" width="60" height="4" rx="1.5" fill="#3b4252"/>',
    '<rect x="24" y="58" width="30" height="3" rx="1.5" fill="#9aa3b2"/>',
  ].join(''),
)
