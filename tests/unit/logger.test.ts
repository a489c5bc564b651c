/** The shared logger's hook (src/infra/logger.ts): client errors are one info line without stack. */
import { Writable } from 'node:stream'

import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { clientErrorsAsInfo } from '@/infra/logger'

function capture() {
  const lines: Array<Record<string, unknown>> = []
  const sink = new Writable({
    write(chunk: Buffer, _e, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { lines, logger: pino({ hooks: { logMethod: clientErrorsAsInfo } }, sink) }
}

class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

describe('clientErrorsAsInfo', () => {
  it('logs a 403 as info with its message and status, without the stack', () => {
    const { lines, logger } = capture()
    logger.error({ err: new ApiError('You are not allowed to perform this action.', 403) })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 30,
      status: 403,
      msg: 'You are not allowed to perform this action.',
    })
    expect(JSON.stringify(lines[0])).not.toContain('stack')
  })

  it('keeps server errors and plain messages as they are', () => {
    const { lines, logger } = capture()
    logger.error({ err: new ApiError('database locked', 500) })
    logger.error('plain')
    expect(lines.map((l) => l.level)).toEqual([50, 50])
    expect(lines[0]).toHaveProperty('err.stack')
  })
})
