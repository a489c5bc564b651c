/**
 * Arrow-key movement between the tabs of one APG tablist (automatic activation): returns
 * the index to select for `key`, or null when the key is not a tab key. Wraps around.
 */
export function nextTabIndex(
  key: string,
  current: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
): number | null {
  const back = orientation === 'vertical' ? ['ArrowUp', 'ArrowLeft'] : ['ArrowLeft', 'ArrowUp']
  const forward = orientation === 'vertical' ? ['ArrowDown', 'ArrowRight'] : ['ArrowRight', 'ArrowDown']
  if (back.includes(key)) return (current - 1 + count) % count
  if (forward.includes(key)) return (current + 1) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}
