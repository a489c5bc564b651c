/**
 * The one connection state of this process towards the shared state of several instances
 * (REDIS_URL; docs/architecture.md "Shared state", rule "Joining"). Every Redis connection of
 * the process registers here under a name (`commands`: src/infra/redis.ts, `subscriber`:
 * src/infra/instance-sync.ts, `next-cache`: cache-handler.mjs) and says when it is ready.
 *
 * - `standalone`: no connection registered (no REDIS_URL): one instance, nothing shared.
 * - `joining`: some registered connection is not ready (start-up, Redis away, a reconnection
 *   in progress): this instance may miss other instances' invalidations, so what it renders
 *   now may be older than the database.
 * - `shared`: every registered connection is ready (the subscriber subscribed).
 *
 * `epoch` moves on at every change between `joining` and `shared`. On each entry to `shared`
 * the join handlers run (the HTTP server empties its page cache and rereads the redirects;
 * Next's cache handler is ready only once the tag expiries Redis missed are re-sent). The rule that follows: a page
 * may be kept (page cache, Next's shared cache) only when its render began in `shared` and the
 * epoch did not move before it was stored; anything else is dropped at the return.
 *
 * Next loads cache-handler.mjs outside the app's bundles, and the site's HTTP server is bundled
 * apart from Next's route bundles: the process's one state is a shared value
 * (`instanceState()` in src/infra/shared-state.ts). This file imports only Node's modules and
 * uses only erasable TypeScript, so cache-handler.mjs loads it directly (Node strips the types).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type SyncState = 'standalone' | 'joining' | 'shared'

/** The health answer's view of the state (GET /api/health `sync`). */
export type SyncReport = {
  state: SyncState
  /** Moves on at every change between joining and shared. */
  epoch: number
  /** Registered connections and whether each is ready. */
  connections: Record<string, boolean>
}

/** What a request saw when it began: the epoch, and whether the instance was shared then. */
type RequestMark = { epoch: number; shared: boolean }

/** The events of a node-redis client this module listens to (structural: no import of the client). */
export type TrackedClient = {
  readonly isReady: boolean
  on(event: 'ready' | 'end' | 'error' | 'reconnecting', listener: (...args: unknown[]) => void): unknown
}

export type InstanceState = {
  readonly state: SyncState
  readonly epoch: number
  /** Registers connection `name` (not ready until `setReady(name, true)`). */
  register(name: string): void
  /** Marks `name` ready or not; registers it when new. Runs the join handlers on entering `shared`. */
  setReady(name: string, ready: boolean): void
  /** Registers `client` as `name`: ready on its `ready` event, not ready on `end`, `error`, `reconnecting`. */
  track(name: string, client: TrackedClient): void
  /** Calls `handler` at every entry to `shared` (errors are caught: a handler never stops another). Returns its removal. */
  onJoin(handler: () => void): () => void
  /** Calls `handler` at every change of state, with the new state and epoch (logging). */
  onChange(handler: (state: SyncState, epoch: number) => void): () => void
  /**
   * Marks the start of a render; the returned function answers, when its result is about to
   * be stored, whether it may be kept: it began while not `joining` and the epoch has not
   * moved since (always true when `standalone`).
   */
  begin(): () => boolean
  /** Runs `fn` as one request: `mayKeep()` inside it answers for what the request saw at its start. */
  runRequest<T>(fn: () => T): T
  /**
   * Whether what is being stored now may be kept: the instance is `standalone`, or it is
   * `shared` and, inside `runRequest`, the request began in this same epoch while shared.
   */
  mayKeep(): boolean
  report(): SyncReport
}

/** A fresh state (tests make several; the process uses `instanceState()` of src/infra/shared-state.ts). */
export function createInstanceState(): InstanceState {
  const ready = new Map<string, boolean>()
  const joinHandlers = new Set<() => void>()
  const changeHandlers = new Set<(state: SyncState, epoch: number) => void>()
  const requests = new AsyncLocalStorage<RequestMark>()
  let epoch = 0
  let current: SyncState = 'standalone'

  const compute = (): SyncState =>
    ready.size === 0 ? 'standalone' : [...ready.values()].every(Boolean) ? 'shared' : 'joining'

  const update = () => {
    const next = compute()
    if (next === current) return
    const joined = next === 'shared' && current === 'joining'
    if (current !== 'standalone' || next !== 'joining') epoch++
    current = next
    for (const handler of changeHandlers) safely(() => handler(next, epoch))
    if (joined) for (const handler of joinHandlers) safely(handler)
  }

  const state: InstanceState = {
    get state() {
      return current
    },
    get epoch() {
      return epoch
    },
    register(name) {
      if (ready.has(name)) return
      ready.set(name, false)
      update()
    },
    setReady(name, isReady) {
      if (ready.get(name) === isReady) return
      ready.set(name, isReady)
      update()
    },
    track(name, client) {
      state.register(name)
      client.on('ready', () => state.setReady(name, true))
      for (const event of ['end', 'error', 'reconnecting'] as const)
        client.on(event, () => state.setReady(name, client.isReady))
      if (client.isReady) state.setReady(name, true)
    },
    onJoin(handler) {
      joinHandlers.add(handler)
      return () => void joinHandlers.delete(handler)
    },
    onChange(handler) {
      changeHandlers.add(handler)
      return () => void changeHandlers.delete(handler)
    },
    begin() {
      const started = epoch
      const clear = current !== 'joining'
      return () => clear && current !== 'joining' && epoch === started
    },
    runRequest: (fn) => requests.run({ epoch, shared: current !== 'joining' }, fn),
    mayKeep() {
      if (current === 'standalone') return true
      if (current !== 'shared') return false
      const mark = requests.getStore()
      return !mark || (mark.shared && mark.epoch === epoch)
    },
    report: () => ({ state: current, epoch, connections: Object.fromEntries(ready) }),
  }
  return state
}

function safely(fn: () => void): void {
  try {
    fn()
  } catch {
    // A failing handler (a logger gone at shutdown) must not keep the others from running.
  }
}
