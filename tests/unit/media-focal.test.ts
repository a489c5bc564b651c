/** Where a cropped picture is anchored: its media's focal point as a CSS object-position. */
import { describe, expect, it } from 'vitest'

import { focalPosition } from '@/lib/media'

describe('focalPosition', () => {
  it("is the focal point's percentages of width and height, x first", () => {
    expect(focalPosition({ focalX: 100, focalY: 50 })).toBe('100% 50%')
    expect(focalPosition({ focalX: 0, focalY: 0 })).toBe('0% 0%')
    expect(focalPosition({ focalX: 12.5, focalY: 80 })).toBe('12.5% 80%')
  })

  it('keeps a point outside the picture on its nearest edge', () => {
    expect(focalPosition({ focalX: -5, focalY: 120 })).toBe('0% 100%')
  })

  it('is undefined (the stylesheet decides) when either coordinate is missing or not a number', () => {
    expect(focalPosition({})).toBeUndefined()
    expect(focalPosition({ focalX: null, focalY: 50 })).toBeUndefined()
    expect(focalPosition({ focalX: 50, focalY: undefined })).toBeUndefined()
    expect(focalPosition({ focalX: Number.NaN, focalY: 50 })).toBeUndefined()
  })
})
