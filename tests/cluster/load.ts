/**
 * Bounded GET load with autocannon for the cluster harness: `connections` clients for `seconds`,
 * each client cycling through `paths`, with timed events (kill an instance, stop Redis) run while
 * it lasts. Latency in ms; a request counts as failed when it got no answer (connection error,
 * time-out after `timeoutSeconds`) or an answer other than 2xx.
 */
import autocannon from 'autocannon'

export type LoadFigures = {
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  status5xx: number
  /** Connection errors and time-outs. */
  errors: number
  /** Errors by kind and second of the run (`ECONNRESET at 20 s`: the error's code, or its message). */
  errorKinds: Record<string, number>
  /** Answers by status code, e.g. { "200": 51234 }. */
  statuses: Record<string, number>
}

export type LoadEvent = { atSeconds: number; run: () => Promise<unknown> }

export type LoadOptions = {
  url: string
  paths: string[]
  seconds: number
  connections?: number
  headers?: Record<string, string>
  events?: LoadEvent[]
  /** A request without an answer after this long counts as an error (default 30 s). */
  timeoutSeconds?: number
}

/** A load started by `startLoad`: `stop()` ends it and resolves with its figures. */
export type RunningLoad = { stop: () => Promise<LoadFigures> }

/** Starts the load of `options` (its `seconds` are ignored: it runs until `stop()`); no events. */
export function startLoad(options: Omit<LoadOptions, 'seconds' | 'events'>): RunningLoad {
  return runLoad({ ...options, seconds: 24 * 60 * 60 })
}

/** Runs the load and the events; resolves when both are over (an event's error is thrown). */
export async function loadWithEvents(options: LoadOptions): Promise<LoadFigures> {
  const events: Array<Promise<unknown>> = []
  const timers = (options.events ?? []).map((event) =>
    setTimeout(() => events.push(event.run()), event.atSeconds * 1000),
  )
  try {
    const figures = await runLoad(options).done
    await Promise.all(events)
    return figures
  } finally {
    timers.forEach(clearTimeout)
  }
}

function runLoad(options: LoadOptions): RunningLoad & { done: Promise<LoadFigures> } {
  const errorKinds: Record<string, number> = {}
  const started = performance.now()
  let run: autocannon.Instance | undefined
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections ?? 50,
        duration: options.seconds,
        timeout: options.timeoutSeconds ?? 30,
        headers: { 'accept-encoding': 'br, gzip', ...options.headers },
        requests: options.paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    run = instance
    instance.on('reqError', (error: { code?: string; message?: string }) => {
      // With the second of the run it happened in, to tell a kill's effect from a stray one.
      const kind = `${error.code ?? error.message ?? 'unknown'} at ${Math.floor((performance.now() - started) / 1000)} s`
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1
    })
  }).then((result): LoadFigures => ({
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    errors: result.errors,
    errorKinds,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    ),
  }))
  return {
    done,
    stop: () => {
      run?.stop()
      return done
    },
  }
}

/** One line of figures: `51234 GETs, 853 req/s, p50 12 ms, p99 140 ms, 0 errors, 0 non-2xx`. */
export function describeLoad(figures: LoadFigures): string {
  const kinds = Object.entries(figures.errorKinds).map(([kind, n]) => `${kind} x${n}`)
  return `${figures.requests} GETs, ${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.errors} connection errors/time-outs${kinds.length ? ` (${kinds.join(', ')})` : ''}, ${figures.non2xx} non-2xx`
}
