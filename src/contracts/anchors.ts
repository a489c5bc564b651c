/**
 * The in-page anchors a link may name (the link field's "A section of this page"): each is the
 * `id` a landing page's blocks render on the first block of `block` (src/blocks/LayoutBlocks.tsx;
 * `blockLabel` is that block's name in the admin). One list for the link field's choices, its validation and the renderer.
 */
export const PAGE_ANCHORS = [
  { value: 'lead-form', label: 'The lead form', block: 'leadForm', blockLabel: 'Lead form' },
  { value: 'prices', label: 'The price table', block: 'priceTable', blockLabel: 'Price table' },
  { value: 'faq', label: 'The questions (FAQ)', block: 'faq', blockLabel: 'FAQ' },
] as const

export type PageAnchor = (typeof PAGE_ANCHORS)[number]['value']

/** Whether `value` names one of PAGE_ANCHORS. */
export const isPageAnchor = (value: unknown): value is PageAnchor =>
  PAGE_ANCHORS.some((anchor) => anchor.value === value)
