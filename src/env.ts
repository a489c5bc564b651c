/**
 * Environment, parsed once with a schema (every variable: docs/configuration.md).
 *
 * Read through `getEnv()`; nothing else in the project reads `process.env` for these
 * settings. Every variable is documented in `.env.example` and the README.
 *
 * Errors: an invalid or missing setting throws `EnvError` whose message is one line
 * naming the variable, e.g. `PAYLOAD_SECRET: required when NODE_ENV=production`.
 */
import { z } from 'zod'

/**
 * Development-only secret, used when PAYLOAD_SECRET is unset and NODE_ENV is not production
 * (tests, tools). Anyone can read it here, so production refuses it. The npm scripts never
 * reach it: they use a random secret kept with the data (src/server/secret-file.ts).
 */
export const DEV_PAYLOAD_SECRET = 'dev-only-insecure-secret--set-PAYLOAD_SECRET-in-production'

/** PayPal REST bases by PAYPAL_ENV (developer.paypal.com "REST API requests": api-m hosts). */
export const PAYPAL_API_BASES = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const

const databaseUrl = z
  .string()
  .trim()
  .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), {
    message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
  })

/** Settings that are set both or neither. */
const PAIRED_SETTINGS = [
  ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
  ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
] as const

/** A true/false setting ('true', 'false', '1', '0'), parsed to a boolean. */
const booleanSetting = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'], 'must be true or false')
    .default(fallback)
    .transform((v) => v === 'true' || v === '1')

const PORT_MESSAGE = 'must be a port number from 1 to 65535'

const HOST_MESSAGE =
  'must be an IP address or host name to listen on, such as 0.0.0.0 (every interface), 127.0.0.1 or ::'
const ipAddress = z.union([z.ipv4(), z.ipv6()])
const hostName = z.hostname()

/** An IPv4/IPv6 address (IPv6 without brackets) or a DNS host name whose last label is not all digits (RFC 3696). */
const isListenHost = (v: string) =>
  ipAddress.safeParse(v).success || (hostName.safeParse(v).success && !/^[\d.]+$/.test(v))

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: PORT_MESSAGE })
      .int(PORT_MESSAGE)
      .min(1, PORT_MESSAGE)
      .max(65535, PORT_MESSAGE)
      .default(3000),
    // Address the site's HTTP server listens on (scripts/serve.ts); 0.0.0.0: every IPv4 interface.
    HOST: z.string().trim().refine(isListenHost, HOST_MESSAGE).default('0.0.0.0'),
    DATABASE_URL: databaseUrl.default('file:./data/site.db'),
    PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    SERVER_URL: z.url('must be an absolute URL such as https://example.com').optional(),
    MEDIA_DIR: z.string().trim().min(1).default('data/media'),
    // Files visitors attach to a built form: private, never under MEDIA_DIR nor on S3.
    FORM_UPLOADS_DIR: z.string().trim().min(1).default('data/form-uploads'),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    // One-time token of /admin/create-first-user, generated and printed by npm start while no user exists.
    ADMIN_SETUP_TOKEN: z.string().trim().min(16).optional(),
    // Bearer token that gets the details of GET /api/health (anonymous callers get its status only).
    HEALTH_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
    // Contact pipeline: where notifications go, and how they are sent.
    NOTIFY_EMAIL: z.email('must be an e-mail address').optional(),
    SMTP_HOST: z.string().trim().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    MAIL_FROM: z.string().trim().min(3).optional(),
    // Number of reverse proxies in front of the site whose X-Forwarded-For entries are trusted.
    TRUST_PROXY: z.preprocess(
      (v) => (v === 'true' ? 1 : v === 'false' ? 0 : v),
      z.coerce.number().int('must be a number of proxy hops (0-10) or true/false').min(0).max(10).default(0),
    ),
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
    CONTACT_RATE_WINDOW_S: z.coerce.number().int().min(1).default(600),
    CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
    // PayPal checkout. Without client id and secret, payment is "unavailable".
    PAYPAL_CLIENT_ID: z.string().trim().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().trim().min(1).optional(),
    PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
    PAYPAL_API_BASE: z.url('must be an absolute URL such as https://api-m.sandbox.paypal.com').optional(),
    PAYPAL_SDK_URL: z.url('must be an absolute URL such as https://www.paypal.com/sdk/js').optional(),
    PAYPAL_WEBHOOK_ID: z.string().trim().min(1).optional(),
    // Sign-in and forgot-password attempts per client address per 15 minutes (src/collections/Users/sign-in-limit.ts).
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
    // Order creations per client per 10 minutes (src/server/payments/rate-limit.ts); 0 turns the limits off.
    ORDER_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
    // Searches (GET /search) per client per minute; 0 turns the limit off.
    SEARCH_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
    // Page views and visitors counted by the site's server (src/edge/analytics; docs/operations.md "Traffic counts").
    ANALYTICS: z.enum(['on', 'off'], 'must be on or off').default('on'),
    // Distinct referrer hosts and distinct campaigns kept per day; the rest count as `(other)`.
    ANALYTICS_MAX_VALUES: z.coerce.number().int().min(1).max(100_000).default(200),
    // Months of daily traffic counts kept.
    ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(25),
    // Structured logs: pino level of the request log and of Payload's logger.
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Several instances (README "Production deployment"): only one should run the mail queue's cron.
    JOBS_AUTORUN: booleanSetting('true'),
    // Outgoing webhooks (src/webhooks): true also accepts http:// and private, loopback and
    // link-local receivers. For tests and closed networks only: it turns the SSRF guard off.
    WEBHOOKS_ALLOW_PRIVATE: booleanSetting('false'),
    // Media on S3-compatible storage when S3_BUCKET is set; local MEDIA_DIR otherwise.
    S3_BUCKET: z.string().trim().min(1).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url('must be an absolute URL such as https://s3.eu-central-1.amazonaws.com').optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanSetting('false'),
    // Next's Server Actions key (base64 AES key); unset with REDIS_URL: derived from PAYLOAD_SECRET by npm start.
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z
      .string()
      .trim()
      .refine((v) => [16, 24, 32].includes(Buffer.from(v, 'base64').length), {
        message: 'must be a base64 AES key of 16, 24 or 32 bytes (openssl rand -base64 32)',
      })
      .optional(),
    // Several instances (docs/deployment.md): Next's cache, page-cache purges and rate limits shared in Redis.
    REDIS_URL: z
      .string()
      .trim()
      .refine((v) => /^rediss?:\/\//.test(v), { message: 'must start with redis:// or rediss://' })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.PAYLOAD_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['PAYLOAD_SECRET'], message: 'required when NODE_ENV=production' })
    }
    if (env.NODE_ENV === 'production' && env.PAYLOAD_SECRET === DEV_PAYLOAD_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'must not be the public development default when NODE_ENV=production',
      })
    }
    // REDIS_URL means several instances: they must sign with one secret (a secret generated
    // into one machine's data folder is on no other), and share the database and the media.
    if (env.REDIS_URL && !env.PAYLOAD_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'required when REDIS_URL is set: every instance must use the same explicit secret',
      })
    }
    if (env.REDIS_URL && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_URL'],
        message: 'several instances need media on S3-compatible storage: set S3_BUCKET as well',
      })
    }
    if (env.REDIS_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_URL'],
        message: 'several instances need a shared PostgreSQL database: set DATABASE_URL to a postgres:// URL',
      })
    }
    for (const [a, b] of PAIRED_SETTINGS) {
      if (Boolean(env[a]) === Boolean(env[b])) continue
      ctx.addIssue({
        code: 'custom',
        path: [env[a] ? b : a],
        message: `required when the other of ${a} / ${b} is set`,
      })
    }
  })
  .transform((env) => ({
    ...env,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? DEV_PAYLOAD_SECRET,
    SERVER_URL: (env.SERVER_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    MAIL_FROM: env.MAIL_FROM ?? `Website <website@${new URL(env.SERVER_URL ?? 'http://localhost').hostname}>`,
    PAYPAL_API_BASE: (env.PAYPAL_API_BASE ?? PAYPAL_API_BASES[env.PAYPAL_ENV]).replace(/\/+$/, ''),
    databaseKind: env.DATABASE_URL.startsWith('file:') ? ('sqlite' as const) : ('postgres' as const),
  }))

export type Env = z.infer<typeof schema>

/** Wildcard addresses: listening on one of them accepts connections on every interface. */
const WILDCARD_HOST = /^(0\.0\.0\.0|[0:]+)$/

/**
 * Origin at which processes of this machine reach the site's own server (`http://host:PORT`):
 * 127.0.0.1 when HOST is a wildcard (0.0.0.0, ::, which also accepts IPv4), else HOST itself,
 * an IPv6 address in brackets.
 */
export function localOrigin({ HOST, PORT }: Pick<Env, 'HOST' | 'PORT'>): string {
  const host = WILDCARD_HOST.test(HOST) ? '127.0.0.1' : HOST.includes(':') ? `[${HOST}]` : HOST
  return `http://${host}:${PORT}`
}

/** Raw variables, as in `process.env`. */
export type EnvSource = Record<string, string | undefined>

/** Thrown when the environment is invalid; `message` is a single line naming the variable. */
export class EnvError extends Error {
  override name = 'EnvError'
}

/** Empty strings count as unset, as in most .env files (`FOO=`). */
function withoutEmpty(source: EnvSource): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => Boolean(e[1])))
}

/** Parses an environment object. Pure: used by `getEnv` and by tests. */
export function parseEnv(source: EnvSource): Env {
  const result = schema.safeParse(withoutEmpty(source))
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const name = issue?.path.join('.') || 'environment'
  throw new EnvError(`Invalid setting ${name}: ${issue?.message ?? 'invalid'}`)
}

let cached: Env | undefined

/** The parsed environment of this process (parsed on first call, then cached). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
