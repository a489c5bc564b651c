/**
 * The OpenAPI document passes Redocly's `recommended` ruleset with no error and no warning
 * (tests/helpers/openapi-lint.ts holds the ruleset and the reason of every rule it turns off).
 * A planted fault, an operation that declares no security, is reported.
 */
import { describe, expect, it } from 'vitest'

import { openApiDocument } from '@/server/api/openapi'

/** A public address (Redocly warns about localhost and example.com servers). */
const SERVER_URL = 'https://www.agency.test'

import { lintOpenApi } from '../helpers/openapi-lint'

describe('OpenAPI document under Redocly recommended', () => {
  it('has no problem', async () => {
    expect(await lintOpenApi(openApiDocument(SERVER_URL))).toEqual([])
  })

  it('reports an operation without security', async () => {
    const doc = structuredClone(openApiDocument(SERVER_URL)) as {
      paths: Record<string, Record<string, Record<string, unknown>>>
    }
    delete doc.paths['/api/getSettings']!.get!.security
    const problems = await lintOpenApi(doc)
    expect(problems).toEqual([
      expect.stringMatching(/^security-defined error #\/paths\/~1api~1getSettings\/get:/),
    ])
  })
})
