/**
 * When a failed delivery is tried again: exponential back-off from FIRST_RETRY_MS, times
 * RETRY_FACTOR per failure, each wait at most MAX_RETRY_MS, for RETRY_WINDOW_MS after the first
 * attempt; the last attempt is at the end of the window, after which the delivery gives up.
 * Pure.
 */

/** Wait after the first failure (ms). */
export const FIRST_RETRY_MS = 5_000

/** Each further wait is this many times the previous one. */
export const RETRY_FACTOR = 5

/** Longest wait between two attempts (ms). */
export const MAX_RETRY_MS = 6 * 60 * 60_000

/** How long after its first attempt a delivery is still tried (ms). */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000

/** The wait after `failures` failed attempts (1 or more), in ms. */
export const retryDelay = (failures: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * RETRY_FACTOR ** Math.max(0, failures - 1))

/**
 * The time of the next attempt after `failures` failed attempts, the first at `firstAt` and the
 * last at `now` (ms since the epoch), or null when the window is over (the delivery gives up).
 */
export function nextAttemptAt(failures: number, firstAt: number, now: number): number | null {
  const end = firstAt + RETRY_WINDOW_MS
  if (now >= end) return null
  return Math.min(now + retryDelay(failures), end)
}
