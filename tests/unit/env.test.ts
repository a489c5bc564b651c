/** Environment parsing: defaults, and one clear line naming a bad setting. */
import { describe, expect, it } from 'vitest'

import { DEV_PAYLOAD_SECRET, localOrigin, parseEnv } from '@/env'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: 'file:./data/site.db',
      SERVER_URL: 'http://localhost:3000',
      PAYLOAD_SECRET: DEV_PAYLOAD_SECRET,
      databaseKind: 'sqlite',
    })
  })

  it('treats empty values as unset and trims a trailing slash of SERVER_URL', () => {
    expect(parseEnv({ PORT: '', SERVER_URL: 'https://agency.example/' })).toMatchObject({
      PORT: 3000,
      SERVER_URL: 'https://agency.example',
    })
  })

  it('parses the contact settings', () => {
    expect(parseEnv({})).toMatchObject({
      TRUST_PROXY: 0,
      CONTACT_RATE_LIMIT: 5,
      CONTACT_RATE_WINDOW_S: 600,
      CONTACT_MIN_FILL_MS: 3000,
      SMTP_PORT: 587,
    })
    expect(parseEnv({ TRUST_PROXY: 'true', SERVER_URL: 'https://agency.example' })).toMatchObject({
      TRUST_PROXY: 1,
      MAIL_FROM: 'Website <website@agency.example>',
    })
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
    expect(() => parseEnv({ NOTIFY_EMAIL: 'nope' })).toThrow(
      'Invalid setting NOTIFY_EMAIL: must be an e-mail address',
    )
  })

  it('accepts the several-instances settings together', () => {
    const source = {
      REDIS_URL: 'redis://cache:6379',
      S3_BUCKET: 'media',
      DATABASE_URL: 'postgres://u:p@db/site',
      PAYLOAD_SECRET: 'one-secret-for-every-instance',
    }
    expect(parseEnv(source).REDIS_URL).toBe('redis://cache:6379')
  })

  it('recognises PostgreSQL URLs', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@localhost/site' }).databaseKind).toBe('postgres')
  })

  it.each([
    [{ NODE_ENV: 'production' }, 'Invalid setting PAYLOAD_SECRET: required when NODE_ENV=production'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid setting DATABASE_URL'],
    [{ PORT: 'eighty' }, 'Invalid setting PORT: must be a port number from 1 to 65535'],
    [{ HOST: '[::1]' }, 'Invalid setting HOST: must be an IP address or host name to listen on'],
    [{ HOST: '127.0.0.1:3000' }, 'Invalid setting HOST'],
    [{ HOST: '999.1.1.1' }, 'Invalid setting HOST'],
    [{ HOST: 'two words' }, 'Invalid setting HOST'],
    [{ SERVER_URL: 'localhost' }, 'Invalid setting SERVER_URL'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'Invalid setting ADMIN_PASSWORD'],
    [
      { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' },
      'Invalid setting ADMIN_PASSWORD: must be at least 12 characters',
    ],
    [{ REDIS_URL: 'http://cache:6379' }, 'Invalid setting REDIS_URL: must start with redis:// or rediss://'],
    [
      { REDIS_URL: 'redis://cache:6379', S3_BUCKET: 'media', DATABASE_URL: 'postgres://u:p@db/site' },
      'Invalid setting PAYLOAD_SECRET: required when REDIS_URL is set: every instance must use the same explicit secret',
    ],
    [
      {
        REDIS_URL: 'redis://cache:6379',
        DATABASE_URL: 'postgres://u:p@db/site',
        PAYLOAD_SECRET: 'x'.repeat(32),
      },
      'Invalid setting REDIS_URL: several instances need media on S3-compatible storage',
    ],
    [
      { REDIS_URL: 'redis://cache:6379', S3_BUCKET: 'media', PAYLOAD_SECRET: 'x'.repeat(32) },
      'Invalid setting REDIS_URL: several instances need a shared PostgreSQL database',
    ],
    [
      { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'c2hvcnQ=' },
      'Invalid setting NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: must be a base64 AES key of 16, 24 or 32 bytes',
    ],
  ])('rejects %j with one line naming the setting', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message)
    try {
      parseEnv(source)
    } catch (error) {
      expect((error as Error).message).not.toContain('\n')
    }
  })
})

describe('parseEnv: HOST', () => {
  it.each(['127.0.0.1', '::', '::1', 'localhost', 'site.internal'])('accepts %s', (host) => {
    expect(parseEnv({ HOST: ` ${host} ` }).HOST).toBe(host)
  })

  it('gives the origin at which this machine reaches the server', () => {
    expect(localOrigin(parseEnv({ PORT: '4000' }))).toBe('http://127.0.0.1:4000')
    expect(localOrigin(parseEnv({ HOST: '::', PORT: '4000' }))).toBe('http://127.0.0.1:4000')
    expect(localOrigin(parseEnv({ HOST: '::1', PORT: '4000' }))).toBe('http://[::1]:4000')
    expect(localOrigin(parseEnv({ HOST: '10.0.0.5', PORT: '4000' }))).toBe('http://10.0.0.5:4000')
    expect(localOrigin(parseEnv({ HOST: 'localhost' }))).toBe('http://localhost:3000')
  })
})

describe('parseEnv: PayPal', () => {
  it('defaults to the sandbox REST base and lets PAYPAL_API_BASE override it', () => {
    expect(parseEnv({})).toMatchObject({
      PAYPAL_ENV: 'sandbox',
      PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
    })
    expect(parseEnv({ PAYPAL_ENV: 'live' }).PAYPAL_API_BASE).toBe('https://api-m.paypal.com')
    expect(parseEnv({ PAYPAL_API_BASE: 'http://127.0.0.1:9/' }).PAYPAL_API_BASE).toBe('http://127.0.0.1:9')
  })

  it('needs the client id and secret together, and a known PAYPAL_ENV', () => {
    expect(() => parseEnv({ PAYPAL_CLIENT_ID: 'id' })).toThrow('Invalid setting PAYPAL_CLIENT_SECRET')
    expect(() => parseEnv({ PAYPAL_ENV: 'prod' })).toThrow('Invalid setting PAYPAL_ENV')
  })
})

describe('parseEnv: several instances', () => {
  it('takes a Server Actions key of 32 bytes in base64', () => {
    const key = Buffer.alloc(32, 7).toString('base64')
    expect(parseEnv({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key }).NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBe(key)
  })

  it('runs the mail queue by default and lets JOBS_AUTORUN turn it off', () => {
    expect(parseEnv({}).JOBS_AUTORUN).toBe(true)
    expect(parseEnv({ JOBS_AUTORUN: 'false' }).JOBS_AUTORUN).toBe(false)
    expect(parseEnv({ JOBS_AUTORUN: '0' }).JOBS_AUTORUN).toBe(false)
    expect(() => parseEnv({ JOBS_AUTORUN: 'no' })).toThrow(
      'Invalid setting JOBS_AUTORUN: must be true or false',
    )
  })
})

describe('parseEnv: S3 media storage', () => {
  it('is off by default and parses the S3 settings', () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined()
    expect(parseEnv({})).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false })
    expect(
      parseEnv({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toMatchObject({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true })
  })

  it('names a bad S3 setting', () => {
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: 'k' })).toThrow('Invalid setting S3_SECRET_ACCESS_KEY')
    expect(() => parseEnv({ S3_ENDPOINT: 'minio 9000' })).toThrow('Invalid setting S3_ENDPOINT')
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'Invalid setting S3_FORCE_PATH_STYLE: must be true or false',
    )
  })
})
