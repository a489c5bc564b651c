/** The block picker's sketch of this block (src/blocks/shared/thumbnail.ts). */
import { blockThumbnail } from '../shared/thumbnail'

export const thumbnail = blockThumbnail(
  'FAQ: questions that open to their answers',
  [
    '<rect width="120" height="80" rx="4" fill="#f4f5f7"/>',
    '<rect x="10" y="6" width="40" height="5" rx="1.5" fill="#3b4252"/>',
    '<rect x="10" y="16" width="100" height="12" rx="2" fill="#fff" stroke="#c9d3e3"/>',
    '<rect x="14" y="20" width="60" height="3" rx="1.5" fill="#3b4252"/>',
    '<path d="M101 20 l3 3 l3 -3" fill="none" stroke="#2f6fde" stroke-width="1.5"/>',
    '<rect x="10" y="32" width="100" height="12" rx="2" fill="#fff" stroke="#c9d3e3"/>',
    '<rect x="14" y="36" width="60" height="3" rx="1.5" fill="#3b4252"/>',
    '<path d="M101 36 l3 3 l3 -3" fill="none" stroke="#2f6fde" stroke-width="1.5"/>',
    '<rect x="10" y="48" width="100" height="12" rx="2" fill="#fff" stroke="#c9d3e3"/>',
    '<rect x="14" y="52" width="60" height="3" rx="1.5" fill="#3b4252"/>',
    '<path d="M101 52 l3 3 l3 -3" fill="none" stroke="#2f6fde" stroke-width="1.5"/>',
    '<rect x="10" y="64" width="100" height="12" rx="2" fill="#fff" stroke="#c9d3e3"/>',
    '<rect x="14" y="68" width="60" height="3" rx="1.5" fill="#3b4252"/>',
    '<path d="M101 68 l3 3 l3 -3" fill="none" stroke="#2f6fde" stroke-width="1.5"/>',
  ].join(''),
)
