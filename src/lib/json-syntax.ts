/**
 * Where JSON text first breaks the JSON grammar (RFC 8259), for a 400 that says what and where
 * (src/edge/body.ts). `JSON.parse` decides whether text is JSON; its messages name a
 * position only for some errors, so the place is found here by a scan of the grammar. The
 * scan recurses once per nesting level: run it on text whose depth is bounded
 * (src/lib/json-depth.ts).
 */

/** The first error of a JSON text: `position` counts UTF-16 code units from 0, `line` and `column` from 1. */
export type JsonSyntaxError = { position: number; line: number; column: number; reason: string }

const HEX = /^[0-9a-fA-F]$/
const LITERALS = ['true', 'false', 'null']
const WHITESPACE = /[ \t\n\r]*/y

class Failure {
  constructor(
    readonly position: number,
    readonly reason: string,
  ) {}
}

/** A scan of `text` from `at`: each method returns the position after what it read, or throws a Failure. */
function scanner(text: string) {
  const fail = (at: number, reason?: string): never => {
    if (at >= text.length) throw new Failure(text.length, 'the JSON ends before it is complete')
    throw new Failure(at, reason ?? `unexpected character ${JSON.stringify(text[at])}`)
  }
  const space = (at: number) => {
    WHITESPACE.lastIndex = at
    WHITESPACE.test(text)
    return WHITESPACE.lastIndex
  }
  const expect = (at: number, char: string, what: string) =>
    text[at] === char ? at + 1 : fail(at, `expected ${what}, found ${JSON.stringify(text[at])}`)
  /** The escape after a backslash, from `at`: one of `"\/bfnrt`, or `u` and four hex digits. */
  const escape = (at: number): number => {
    if (at < text.length && '"\\/bfnrt'.includes(text[at]!)) return at + 1
    if (text[at] !== 'u') return fail(at, 'an invalid escape sequence in a string')
    for (let i = at + 1; i < at + 5; i++)
      if (!HEX.test(text[i] ?? '')) return fail(i, 'an invalid \\u escape in a string')
    return at + 5
  }
  const string = (at: number): number => {
    for (let i = at + 1; ; i++) {
      if (i >= text.length) return fail(i)
      const code = text.charCodeAt(i)
      if (code === 0x22) return i + 1
      if (code < 0x20) return fail(i, 'a control character inside a string (escape it)')
      if (code === 0x5c) i = escape(i + 1) - 1
    }
  }
  /** Digits from `at`: at least one, else the error is at `at`. */
  const digits = (at: number): number => {
    let i = at
    while (text[i]! >= '0' && text[i]! <= '9') i++
    return i > at
      ? i
      : fail(at, i >= text.length ? undefined : `expected a digit, found ${JSON.stringify(text[i])}`)
  }
  const number = (at: number): number => {
    let i = text[at] === '-' ? at + 1 : at
    if (i === at && !(text[at]! >= '0' && text[at]! <= '9')) return fail(at)
    i = text[i] === '0' ? i + 1 : digits(i)
    if (text[i] === '.') i = digits(i + 1)
    if (text[i] === 'e' || text[i] === 'E')
      i = digits(text[i + 1] === '+' || text[i + 1] === '-' ? i + 2 : i + 1)
    return i
  }
  const list = (at: number, close: string, item: (at: number) => number): number => {
    let i = space(at + 1)
    if (text[i] === close) return i + 1
    for (;;) {
      i = space(item(i))
      if (text[i] === close) return i + 1
      i = space(expect(i, ',', `',' or '${close}'`))
    }
  }
  const value = (at: number): number => {
    const char = text[at]
    if (char === '{')
      return list(at, '}', (i) => {
        if (text[i] !== '"')
          fail(i, `expected a property name in double quotes, found ${JSON.stringify(text[i])}`)
        return value(space(expect(space(string(i)), ':', "':'")))
      })
    if (char === '[') return list(at, ']', (i) => value(i))
    if (char === '"') return string(at)
    const word = LITERALS.find((w) => w[0] === char)
    if (word) {
      let i = 0
      while (i < word.length && text[at + i] === word[i]) i++
      return i === word.length ? at + i : fail(at + i, `expected ${JSON.stringify(word)}`)
    }
    return number(at)
  }
  return { space, value, fail }
}

/** The first syntax error of `text`, or undefined when it is one JSON value (with white space around it). */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const { space, value, fail } = scanner(text)
  try {
    const end = space(value(space(0)))
    if (end < text.length) fail(end, `unexpected text after the JSON value: ${JSON.stringify(text[end])}`)
    return undefined
  } catch (error) {
    if (!(error instanceof Failure)) throw error
    const before = text.slice(0, error.position)
    const line = before.split('\n').length
    const column = error.position - before.lastIndexOf('\n')
    return { position: error.position, line, column, reason: error.reason }
  }
}

/** The 400 message of a request body that is not JSON although it says so. */
export const malformedJsonMessage = ({ line, column, position, reason }: JsonSyntaxError): string =>
  `Malformed JSON in the request body at line ${line}, column ${column} (position ${position}): ${reason}.`
