/**
 * Debian's Chromium as the tests and the benchmark run it (never a downloaded browser).
 * As root it needs --no-sandbox; the network flags stop its background calls, which this
 * closed network refuses. Headless is added by each caller's launcher.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
