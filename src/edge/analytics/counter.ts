/**
 * The page-view counter of one process (docs/operations.md "Traffic counts"): views add to
 * in-memory rows of daily aggregates, written by `flush` in one upsert (AnalyticsStore, made in
 * Next's bundle: src/server/analytics/store.ts) and kept in memory while the database is away.
 *
 * - A row is keyed by day (the site's time zone at the view), path, referrer host, campaign
 *   (source, medium, campaign) and device; it holds `views` and `visitors`.
 * - A visitor is sha256(daily salt, client address, User-Agent, host); the salt of each day
 *   comes from the database, shared by every instance. A visitor counts once per day, on the row
 *   of their first view of the day: the sum of `visitors` over a day's rows is the day's unique
 *   visitors. Seen visitors are kept in memory per day (this day and the one before) and, when
 *   `uniques` is given (Redis), in one set per day shared by every instance. Addresses, User-
 *   Agents and hashes stay in memory.
 * - Bounds whatever clients send: at most `maxValues` distinct referrer hosts and distinct
 *   campaigns per day in this process, the rest counted as OTHER; at most `maxRows` buffered
 *   rows and `maxRows` clients of a day awaiting their visitor check, each held once with the
 *   row of their first view since the last flush (views past either bound are dropped, or
 *   their client left unchecked, and logged as lost).
 * - Experiment exposures: a view that carries `experiment` also counts its visitor once per day
 *   on the row (day, experiment id, variant), unique the same way as the day's visitors (the
 *   same salt and shared set, the hash taken over the identity, experiment and variant), written
 *   by the same flush in the same transaction; they share the `maxRows` bounds.
 */
import { createHash } from 'node:crypto'

import type {
  AnalyticsStore,
  DailyRow,
  ExposureRow,
  SharedUniques,
  ViewDimensions,
} from '@/contracts/analytics'
import { isoDate } from '@/lib/day-range'
import { localDate } from '@/lib/time-zone'

import type { PageView } from './page-view'

export type { AnalyticsStore, DailyRow, ExposureRow, SharedUniques }

/** The value a referrer or campaign past the day's bound is counted as. */
export const OTHER = '(other)'

export type CounterOptions = {
  /** The store, once this process has one (undefined before Next's bundle made it). */
  store: () => AnalyticsStore | undefined
  uniques?: () => SharedUniques | undefined
  /** ANALYTICS_MAX_VALUES. */
  maxValues: number
  maxRows?: number
  /** Now, in ms since the epoch. */
  now?: () => number
  /** Told of views dropped because a bound was full. */
  onLost?: (views: number) => void
}

export type Counter = {
  record: (view: PageView) => void
  /**
   * Writes what is buffered, after any flush still running: 'written', 'empty', or 'kept' (no
   * store yet, or it failed: kept for the next flush). Never rejects.
   */
  flush: () => Promise<'written' | 'empty' | 'kept'>
  /** Rows buffered now (for tests and the bound). */
  readonly buffered: number
}

/** Who made a view on a day (address, User-Agent, host), unhashed until the flush: the key of the row of their first view. */
type Pending = Map<string, string>
type Waiting = { at: number; view: PageView }
type DayValues = { referrers: Set<string>; campaigns: Set<string> }

const SEP = '\u0000'
/** The first character of an exposure row's key (a page-view row's key starts with its day). */
const EXPOSURE = '\u0001'
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const isoDay = (instant: number, timeZone: string) => isoDate(localDate(new Date(instant), timeZone))
/** isoDay, remembered for the second of its last instant (a zone's offset is whole seconds). */
const lastDay = () => {
  let second = NaN
  let zone = ''
  let day = ''
  return (instant: number, timeZone: string) => {
    const s = Math.floor(instant / 1000)
    if (s !== second || timeZone !== zone) [second, zone, day] = [s, timeZone, isoDay(instant, timeZone)]
    return day
  }
}
const rowKey = (day: string, v: ViewDimensions) =>
  [day, v.path, v.referrer, v.source, v.medium, v.campaign, v.device].join(SEP)

/** A counter of `options` (see the module comment). */
export function createCounter(options: CounterOptions): Counter {
  const { maxValues, maxRows = 50_000, now = Date.now, onLost = () => {} } = options
  let rows = new Map<string, DailyRow>()
  let exposures = new Map<string, ExposureRow>()
  let pending: Pending = new Map()
  const dayOf = lastDay()
  const waiting: Waiting[] = []
  const values = new Map<string, DayValues>()
  const seen = new Map<string, Set<string>>()
  const salts = new Map<string, string>()
  let flushing: Promise<unknown> = Promise.resolve()

  /** Keeps the per-day state of `day` and the day before it only. */
  const forgetBefore = (day: string) => {
    for (const map of [values, seen, salts])
      for (const known of map.keys()) if (known < day && map.size > 2) map.delete(known)
  }

  const bounded = (day: string, view: PageView): ViewDimensions => {
    let known = values.get(day)
    if (!known) {
      known = { referrers: new Set(), campaigns: new Set() }
      values.set(day, known)
      forgetBefore(day)
    }
    let { referrer, source, medium, campaign } = view
    if (referrer && !known.referrers.has(referrer)) {
      if (known.referrers.size >= maxValues) referrer = OTHER
      else known.referrers.add(referrer)
    }
    const triple = source || medium || campaign ? [source, medium, campaign].join(SEP) : ''
    if (triple && !known.campaigns.has(triple)) {
      if (known.campaigns.size >= maxValues) source = medium = campaign = OTHER
      else known.campaigns.add(triple)
    }
    return { path: view.path, referrer, source, medium, campaign, device: view.device }
  }

  const add = (into: Map<string, DailyRow>, key: string, row: DailyRow): boolean => {
    const there = into.get(key)
    if (there) {
      there.views += row.views
      there.visitors += row.visitors
      return true
    }
    if (into.size >= maxRows) return false
    into.set(key, { ...row })
    return true
  }

  const count = (at: number, view: PageView, timeZone: string) => {
    const day = dayOf(at, timeZone)
    const dims = bounded(day, view)
    const key = rowKey(day, dims)
    const there = rows.get(key)
    if (there) there.views += 1
    else if (!add(rows, key, { ...dims, day, views: 1, visitors: 0 })) return onLost(1)
    const who = [day, view.address, view.userAgent, view.host].join(SEP)
    if (!pending.has(who)) {
      if (pending.size >= maxRows) return onLost(1)
      pending.set(who, key)
    }
    if (view.experiment) expose(day, who, view.experiment)
  }

  /** Checks the visitor `who` of `day` for an exposure of `experiment` at the next flush. */
  const expose = (day: string, who: string, experiment: { id: string; variant: string }) => {
    const key = [EXPOSURE + day, experiment.id, experiment.variant].join(SEP)
    const exposedWho = [who, EXPOSURE, experiment.id, experiment.variant].join(SEP)
    if (pending.has(exposedWho)) return
    if (!exposures.has(key)) {
      if (exposures.size >= maxRows) return onLost(1)
      exposures.set(key, { day, experiment: experiment.id, variant: experiment.variant, visitors: 0 })
    }
    if (pending.size >= maxRows) return onLost(1)
    pending.set(exposedWho, key)
  }

  const record = (view: PageView) => {
    const store = options.store()
    if (store) return count(now(), view, store.timeZone())
    if (waiting.length >= maxRows) return onLost(1)
    waiting.push({ at: now(), view })
  }

  /** The keys of `batch` whose visitor is new today (unseen in memory, new in the shared set). */
  const newVisitors = async (store: AnalyticsStore, batch: Pending): Promise<string[]> => {
    const entries = [...batch].map(([who, key]) => {
      const at = who.indexOf(SEP)
      return { day: who.slice(0, at), identity: who.slice(at + 1), key }
    })
    // Every salt first: a batch is checked whole or not at all.
    for (const day of new Set(entries.map((p) => p.day)))
      if (!salts.has(day)) salts.set(day, await store.salt(day))
    const candidates: Array<{ day: string; hash: string; key: string }> = []
    for (const p of entries) {
      const hash = sha256(salts.get(p.day)! + sha256(p.identity)).slice(0, 32)
      let day = seen.get(p.day)
      if (!day) seen.set(p.day, (day = new Set()))
      if (day.has(hash)) continue
      day.add(hash)
      candidates.push({ day: p.day, hash, key: p.key })
    }
    const shared = options.uniques?.()
    if (!shared || candidates.length === 0) return candidates.map((c) => c.key)
    const fresh: string[] = []
    for (const day of new Set(candidates.map((c) => c.day))) {
      const ofDay = candidates.filter((c) => c.day === day)
      // Redis away: this instance's memory decides (docs/operations.md "Traffic counts").
      const isNew = await shared
        .add(
          day,
          ofDay.map((c) => c.hash),
        )
        .catch(() => ofDay.map(() => true))
      ofDay.forEach((c, i) => isNew[i] && fresh.push(c.key))
    }
    return fresh
  }

  const flushOnce = async (): Promise<'written' | 'empty' | 'kept'> => {
    const store = options.store()
    if (!store) return rows.size || waiting.length ? 'kept' : 'empty'
    const timeZone = store.timeZone()
    for (const w of waiting.splice(0)) count(w.at, w.view, timeZone)
    if (rows.size === 0 && exposures.size === 0) return 'empty'
    const batch = rows
    const exposed = exposures
    const checking = pending
    rows = new Map()
    exposures = new Map()
    pending = new Map()
    const putBack = () => {
      let lost = 0
      for (const [key, row] of batch) if (!add(rows, key, row)) lost += row.views
      for (const [key, row] of exposed) {
        const there = exposures.get(key)
        if (there) there.visitors += row.visitors
        else if (exposures.size < maxRows) exposures.set(key, row)
        else lost += row.visitors
      }
      if (lost) onLost(lost)
    }
    try {
      // A visitor decided here stays decided (memory and shared set): its row carries it from now on.
      for (const key of await newVisitors(store, checking).catch((error: unknown) => {
        // Checked again with the next flush, the earlier views first, within the bound.
        for (const [who, key] of pending)
          if (!checking.has(who) && checking.size < maxRows) checking.set(who, key)
        pending = checking
        throw error
      })) {
        const row = batch.get(key) ?? exposed.get(key)
        if (row) row.visitors += 1
      }
      const counted = [...exposed.values()].filter((e) => e.visitors > 0)
      await store.write([...batch.values()], counted)
      return 'written'
    } catch {
      putBack()
      return 'kept'
    }
  }

  return {
    record,
    // One flush at a time, each after the one before: a flush writes every view recorded before it was called.
    flush: () => {
      const next = flushing.then(flushOnce)
      flushing = next
      return next
    },
    get buffered() {
      return rows.size + exposures.size
    },
  }
}
