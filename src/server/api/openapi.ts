/**
 * OpenAPI 3.1 document of the public JSON API (served at /api/openapi.json).
 * Generated from the same zod schemas the serializers are typed with; READ_ROUTES is also
 * the list tests/e2e/api.spec.ts walks to check every real answer against its schema.
 * Every operation is public: it declares `security: []` (no credentials; the XSRF header of the
 * posts is an anti-forgery check, documented as a parameter). Redocly's `recommended` ruleset
 * passes (tests/unit/openapi-lint.test.ts).
 */
import { z } from 'zod'

import { CONTACT_FIELDS, CONTACT_LIMITS } from '@/contracts/contact'

import { paymentPaths } from './openapi-payments'
import { responses } from './schemas'

type ResponseKey = keyof typeof responses

/** Every GET path of the public API (docs/api.md; relative to the site root) and the schema of its 200 answer. */
export const READ_ROUTES: ReadonlyArray<{ path: string; schema: ResponseKey; summary: string }> = [
  { path: '/api/getSettings', schema: 'settings', summary: 'Header and footer settings' },
  { path: '/api/getAbout', schema: 'about', summary: 'About record' },
  { path: '/api/banner/get-banner', schema: 'banners', summary: 'Home carousel banners' },
  { path: '/api/get-testimonial', schema: 'testimonials', summary: 'Testimonials' },
  { path: '/api/getServices', schema: 'services', summary: 'Services' },
  { path: '/api/getProjects', schema: 'projects', summary: 'Projects' },
  { path: '/api/getSolution', schema: 'solutions', summary: 'Solutions' },
  { path: '/api/get_contact_us', schema: 'html', summary: 'Contact details (HTML)' },
  { path: '/api/get_privacy_policy', schema: 'html', summary: 'Privacy policy (HTML)' },
  { path: '/api/get_terms_condition', schema: 'html', summary: 'Terms & condition (HTML)' },
  { path: '/api/getseo', schema: 'packages', summary: 'SEO packages' },
  { path: '/api/getppc', schema: 'packages', summary: 'PPC packages' },
  { path: '/api/getsmo', schema: 'packages', summary: 'SMO packages' },
  { path: '/api/getDigitalMarketing', schema: 'digitalMarketing', summary: 'SEO, PPC and SMO packages' },
  { path: '/api/get_package_page', schema: 'packagePage', summary: 'Every package by category' },
]

const json = (key: ResponseKey, description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${key}` } } },
})

/** The operation id of a read path: its last segment in camelCase (`/api/banner/get-banner` → `getBanner`). */
export function readOperationId(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase())
}

/**
 * Answers every path can get from the site's server before its handler runs
 * (src/edge/refuse.ts): a path that does not decode, or a URL over the length limit.
 */
const refused = {
  400: json('message', 'Malformed request path'),
  414: json('message', 'Request URL too long'),
}

const contactInput = z.strictObject(
  Object.fromEntries(CONTACT_FIELDS.map((f) => [f, z.string().min(1).max(CONTACT_LIMITS[f])])),
)

const saveContact = {
  post: {
    operationId: 'saveContact',
    summary: 'Send a contact message',
    security: [],
    parameters: [
      {
        name: 'X-XSRF-TOKEN',
        in: 'header',
        required: true,
        schema: { type: 'string' },
        description: 'Value of the XSRF-TOKEN cookie',
      },
    ],
    requestBody: {
      required: true,
      content: Object.fromEntries(
        ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'].map((t) => [
          t,
          { schema: z.toJSONSchema(contactInput, { target: 'draft-2020-12' }) },
        ]),
      ),
    },
    responses: {
      200: json('message', 'Stored (the message text is for the visitor)'),
      413: json('message', 'Body too large'),
      415: json('message', 'Unsupported content type'),
      419: json('message', 'CSRF token mismatch.'),
      422: json('fieldErrors', 'Validation failed: one text per failing field'),
      429: json('message', 'Too many messages from this address; retry later'),
    },
  },
}

/** POST /api/forms/{id}/submit (src/collections/Forms/submit-endpoint.ts). */
const submitBuiltForm = {
  post: {
    operationId: 'submitForm',
    summary: 'Send an answer to a form built in the admin',
    security: [],
    description:
      'Accepted from a page of this site (Origin, else Referer) or with X-XSRF-TOKEN. With a same-site path in `return_to` every outcome is a 303 (Post/Redirect/Get).',
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
    requestBody: {
      required: true,
      content: Object.fromEntries(
        ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'].map((t) => [
          t,
          { schema: { type: 'object', additionalProperties: true } },
        ]),
      ),
    },
    responses: {
      200: json('message', 'Stored (the message text is for the visitor)'),
      303: { description: "A browser post with return_to: to the answer page or the form's redirect" },
      404: json('message', 'No such form'),
      413: json('message', 'Body too large'),
      415: json('message', 'Unsupported content type'),
      419: json('message', 'CSRF token mismatch.'),
      422: json('fieldErrors', 'Validation failed: one text per failing field'),
      429: json('message', 'Too many messages from this address; retry later'),
    },
  },
}

/** The document (plain JSON value); `serverUrl` is the site's public address (SERVER_URL, no trailing slash). */
export function openApiDocument(serverUrl: string): Record<string, unknown> {
  const paths: Record<string, unknown> = Object.fromEntries(
    READ_ROUTES.map((r) => [
      r.path,
      {
        get: {
          operationId: readOperationId(r.path),
          summary: r.summary,
          security: [],
          responses: {
            200: json(r.schema, 'OK'),
            304: { description: 'Not modified (If-None-Match)' },
            ...refused,
          },
        },
      },
    ]),
  )
  paths['/api/save_contact'] = saveContact
  paths['/api/forms/{id}/submit'] = submitBuiltForm
  Object.assign(paths, paymentPaths)
  const schemas = Object.fromEntries(
    Object.entries(responses).map(([key, schema]) => [
      key,
      z.toJSONSchema(schema, { target: 'draft-2020-12' }),
    ]),
  )
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agency site public API',
      version: '1.0.0',
      description:
        'The public JSON API (docs/api.md). Image fields are absolute URLs; HTML fields are sanitized.',
    },
    servers: [{ url: serverUrl, description: 'This site' }],
    paths,
    components: { schemas },
  }
}
