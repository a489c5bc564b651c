/** Writes wait out an unreachable database (src/server/db-retry.ts). */
import { describe, expect, it } from 'vitest'

import { isTransientDbError, withDbRetry } from '@/server/db-retry'

/** An error shaped like node-postgres's: SQLSTATE in `code`. */
const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code })

describe('isTransientDbError', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['an administrator shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    ['a connection exception class', pgError('08006')],
    ['a connection the pool lost', new Error('Connection terminated unexpectedly')],
    ['a busy SQLite file', pgError('SQLITE_BUSY', 'database is locked')],
    ['one wrapped by Drizzle', new Error('Failed query: insert …', { cause: pgError('57P01') })],
    [
      "Payload's transaction start, which drops the code",
      new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:41951'),
    ],
  ])('retries %s', (_, error) => {
    expect(isTransientDbError(error)).toBe(true)
  })

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601', 'syntax error at or near "offset"')],
    ['a validation error', new Error('The following field is invalid: email')],
    ['a thrown string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not retry %s', (_, error) => {
    expect(isTransientDbError(error)).toBe(false)
  })

  it('ends on an error that is its own cause', () => {
    const error = new Error('loop') as Error & { cause?: unknown }
    error.cause = error
    expect(isTransientDbError(error)).toBe(false)
  })
})

describe('withDbRetry', () => {
  it('tries a write again until the database answers', async () => {
    let attempts = 0
    const value = await withDbRetry(async () => {
      attempts += 1
      if (attempts < 3) throw pgError('57P01')
      return 'stored'
    })
    expect(value).toBe('stored')
    expect(attempts).toBe(3)
  })

  it('throws any other error at once, without trying again', async () => {
    let attempts = 0
    const failure = pgError('23505')
    await expect(
      withDbRetry(async () => {
        attempts += 1
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(attempts).toBe(1)
  })

  it('gives up with the last transient error once the window has passed', async () => {
    let attempts = 0
    const started = Date.now()
    await expect(
      withDbRetry(async () => {
        attempts += 1
        throw pgError('57P03')
      }, 400),
    ).rejects.toMatchObject({ code: '57P03' })
    expect(attempts).toBeGreaterThan(1)
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
