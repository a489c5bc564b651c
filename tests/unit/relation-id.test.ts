import { describe, expect, it } from 'vitest'

import { relationId } from '@/lib/relation-id'

describe('relationId', () => {
  it('reads the id of a populated document, takes a bare id as it is, and gives nothing for none', () => {
    expect(relationId({ id: 7, title: 'Offer' } as { id: number })).toBe(7)
    expect(relationId(7)).toBe(7)
    expect(relationId('abc')).toBe('abc')
    expect(relationId(null)).toBeUndefined()
    expect(relationId(undefined)).toBeUndefined()
  })
})
