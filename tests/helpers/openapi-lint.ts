/**
 * Redocly's `recommended` OpenAPI ruleset (@redocly/openapi-core), run on a document held in
 * memory. Returns one line per problem, "rule severity pointer: message"; [] when clean.
 * Every warning counts as a problem: a rule the project chooses to break is turned off here,
 * with its reason.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core'

const RULES: Record<string, 'off'> = {
  // The API is the agency's own and published under no licence; naming one would be false.
  'info-license': 'off',
}

export async function lintOpenApi(document: unknown): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'], rules: RULES })
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  })
  return problems.map((p) => `${p.ruleId} ${p.severity} ${p.location[0]?.pointer ?? ''}: ${p.message}`)
}
