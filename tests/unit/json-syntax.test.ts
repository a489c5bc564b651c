/**
 * src/lib/json-syntax.ts: the scan agrees with `JSON.parse` on whether any text is JSON, and
 * names the place of the error (the position `JSON.parse` names, where it names one).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { tooDeep } from '@/lib/json-depth'
import { findJsonSyntaxError, malformedJsonMessage } from '@/lib/json-syntax'

const parses = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** JSON text, then possibly cut, with a character put in or taken out: mostly near-JSON. */
const nearJson = fc
  .tuple(
    fc.json(),
    fc.nat(),
    fc.nat(),
    fc.constantFrom('', ',', '}', ']', '"', ':', '\\', '\n', 'x', '0', ' ', '\u0001'),
  )
  .map(([text, cut, at, insert]) => {
    const end = cut % (text.length + 1)
    const where = at % (end + 1)
    return text.slice(0, where) + insert + text.slice(where + (insert ? 0 : 1), end)
  })

describe('findJsonSyntaxError', () => {
  it('names the line, column and position of the review request `{` and of common mistakes', () => {
    expect(malformedJsonMessage(findJsonSyntaxError('{')!)).toBe(
      'Malformed JSON in the request body at line 1, column 2 (position 1): the JSON ends before it is complete.',
    )
    expect(findJsonSyntaxError('{"a": 1,}')).toMatchObject({ position: 8, line: 1, column: 9 })
    expect(findJsonSyntaxError('{\n  "a": x\n}')).toMatchObject({
      position: 9,
      line: 2,
      column: 8,
      reason: 'unexpected character "x"',
    })
    expect(findJsonSyntaxError("{'a': 1}")?.reason).toBe(
      `expected a property name in double quotes, found "'"`,
    )
  })

  it('agrees with JSON.parse on any text, and on the position JSON.parse names', () => {
    fc.assert(
      fc.property(fc.oneof(nearJson, fc.string(), fc.json()), (text) => {
        fc.pre(!tooDeep(text))
        const error = findJsonSyntaxError(text)
        expect(error === undefined, text).toBe(parses(text))
        if (!error) return
        let named: RegExpMatchArray | null = null
        try {
          JSON.parse(text)
        } catch (thrown) {
          named = (thrown as Error).message.match(/at position (\d+)/)
        }
        if (named) expect(error.position, text).toBe(Number(named[1]))
      }),
      { numRuns: 3000 },
    )
  })
})
