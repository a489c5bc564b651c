/**
 * The inline scripts the site itself writes, recognised by shape, so that the CSP hashes
 * them (policy.ts) and nothing else. Each shape either is a fixed text or carries only data
 * (JSON, string arguments) that the shape's own code reads; none can carry other code:
 * - Next's RSC payload: `(self.__next_f=self.__next_f||[]).push(<JSON>)` and
 *   `self.__next_f.push(<JSON>)`, the argument a JSON array;
 * - Turbopack's runtime bootstrap: `(globalThis["TURBOPACK"] || …).push(<JSON>);`;
 * - Next's icon mover of streamed metadata and React's shell timer (fixed texts);
 * - the site's hydration loader (src/server/http/deferred-hydration.ts, a fixed text);
 * - React's streaming instructions (`$RC("B:0","S:0")` and the runtime functions React
 *   writes before them, read from the build of the `react-dom` package, the version Next's
 *   own copy has: tests/unit/csp.test.ts renders with Next's copy and fails when they differ).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { HYDRATION_LOADER } from '@/server/http/deferred-hydration'

/** Prefixes of scripts whose rest is `<JSON>)` (or `<JSON>);`). */
const JSON_PUSHES = [
  '(self.__next_f=self.__next_f||[]).push(',
  'self.__next_f.push(',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
]

const FIXED = new Set([
  HYDRATION_LOADER,
  'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))',
  'requestAnimationFrame(function(){$RT=performance.now()});',
])

/** React's server renderer, whose instruction runtime is read (relative to react-dom's package). */
const REACT_SERVER_BUILD = 'cjs/react-dom-server.node.production.js'
/** A JS string literal in the build that defines a React instruction (`$RC=function…`). */
const RUNTIME_LITERAL = /'(\$R[A-Z]{1,2}=(?:[^'\\]|\\.)*)'|"(\$R[A-Z]{1,2}=(?:[^"\\]|\\.)*)"/g
/** What is left of an instruction script once React's runtime functions are taken out: calls with data only. */
const INSTRUCTION_CALLS =
  /^(?:[\s;]*\$R[A-Z]{1,2}\((?:"(?:[^"\\\n]|\\.)*"|-?\d+|null|true|false|[[\],\s])*\))*[\s;]*$/

/** The text of a JS string literal's body (\n, \xNN, \uNNNN, \' …). */
const unescapeLiteral = (literal: string) =>
  literal.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[\s\S])/g, (_, escape: string) => {
    if (escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16))
    return ({ n: '\n', r: '\r', t: '\t' } as Record<string, string>)[escape] ?? escape
  })

let runtime: string[] | undefined

/** React's instruction functions, longest first (each without the call it may end with). */
function reactRuntime(): string[] {
  if (runtime) return runtime
  const reactDom = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'))
  const source = readFileSync(path.join(reactDom, REACT_SERVER_BUILD), 'utf8')
  const found = new Set<string>()
  for (const match of source.matchAll(RUNTIME_LITERAL)) {
    const text = unescapeLiteral(match[1] ?? match[2] ?? '').replace(/\$R[A-Z]{1,2}\("$/, '')
    if (text.length > 20) found.add(text)
  }
  runtime = [...found].sort((a, b) => b.length - a.length)
  return runtime
}

function isJsonPush(body: string): boolean {
  const prefix = JSON_PUSHES.find((p) => body.startsWith(p))
  const rest = prefix && body.slice(prefix.length)
  const end = rest?.endsWith(');') ? -2 : rest?.endsWith(')') ? -1 : 0
  if (!rest || !end) return false
  try {
    JSON.parse(rest.slice(0, end))
    return true
  } catch {
    return false
  }
}

function isReactInstruction(body: string): boolean {
  if (!body.includes('$R')) return false
  let rest = body
  for (const definition of reactRuntime()) rest = rest.split(definition).join('')
  return INSTRUCTION_CALLS.test(rest)
}

/** Whether the inline script `body` is one the site writes (see the module comment). */
export function isSiteInlineScript(body: string): boolean {
  return FIXED.has(body) || isJsonPush(body) || isReactInstruction(body)
}
