/**
 * Demo redirects (Redirects collection): old paths a previous site might have used, sent to
 * the pages of the spec. `/home` is a page of the spec and is never redirected.
 */
export const redirectSeeds = [
  { from: '/our-work', to: { url: '/ourworks' }, type: '301' },
  { from: '/packages', to: { url: '/package' }, type: '301' },
] as const
