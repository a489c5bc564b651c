/**
 * Nesting depth of JSON text, measured without parsing it: `[` and `{` open a level, `]` and
 * `}` close one, anything inside a string (with its `\` escapes) is skipped. Fed in chunks
 * (bytes or text), so a body can be measured as it arrives. Parsers and the code that walks
 * parsed data recurse once per level; a body deeper than MAX_JSON_DEPTH is refused before any
 * of them runs (src/edge/body.ts, src/lib/malformed-request.ts).
 */

/** Deepest nesting accepted in a request body (rich text nests a few levels per list indent). */
export const MAX_JSON_DEPTH = 100

/** The 400 message for a body nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP_MESSAGE = `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`

const OPEN_ARRAY = 0x5b
const OPEN_OBJECT = 0x7b
const CLOSE_ARRAY = 0x5d
const CLOSE_OBJECT = 0x7d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** A running measure: `feed` each chunk in order; `deepest` is the deepest level seen so far. */
export class JsonDepth {
  deepest = 0
  private depth = 0
  private inString = false
  private escaped = false

  feed(chunk: Uint8Array | string): this {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    for (const byte of bytes) {
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (byte === BACKSLASH) this.escaped = true
        else if (byte === QUOTE) this.inString = false
      } else if (byte === QUOTE) this.inString = true
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        this.depth++
        if (this.depth > this.deepest) this.deepest = this.depth
      } else if ((byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) && this.depth > 0) this.depth--
    }
    return this
  }

  get tooDeep(): boolean {
    return this.deepest > MAX_JSON_DEPTH
  }
}

/** Whether `text` nests deeper than MAX_JSON_DEPTH. */
export const tooDeep = (text: string): boolean => new JsonDepth().feed(text).tooDeep
