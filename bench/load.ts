/** Small load-generation helpers of the benchmarks: a fixed-size worker pool and percentiles. */

export type Sample<T> = { value: T | null; ms: number }

/** Runs `task(0..total-1)` with at most `concurrency` in flight; records each duration (ms). */
export async function runPool<T>(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<Array<Sample<T>>> {
  const samples: Array<Sample<T>> = []
  let next = 0
  const worker = async () => {
    while (next < total) {
      const i = next++
      const t0 = performance.now()
      const value = await task(i).catch(() => null)
      samples.push({ value, ms: performance.now() - t0 })
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker))
  return samples
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
