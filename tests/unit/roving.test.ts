/** Arrow-key movement of the APG tab lists (Our Work, packages). */
import { describe, expect, it } from 'vitest'

import { nextTabIndex } from '@/components/Tabs/roving'

describe('nextTabIndex', () => {
  it('moves down/right and up/left with wrap-around', () => {
    expect(nextTabIndex('ArrowDown', 0, 9, 'vertical')).toBe(1)
    expect(nextTabIndex('ArrowDown', 8, 9, 'vertical')).toBe(0)
    expect(nextTabIndex('ArrowUp', 0, 9, 'vertical')).toBe(8)
    expect(nextTabIndex('ArrowRight', 2, 3, 'horizontal')).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2)
  })

  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(nextTabIndex('Home', 5, 9, 'vertical')).toBe(0)
    expect(nextTabIndex('End', 1, 9, 'vertical')).toBe(8)
    expect(nextTabIndex('Enter', 1, 9, 'vertical')).toBeNull()
  })
})
