/**
 * First paint to a working menu button, on a phone-sized page (390 x 844) with the CPU 4x
 * slower (CDP `Emulation.setCPUThrottlingRate`), in Debian's Chromium driven by Playwright.
 *
 * Each run opens `url` and clicks the header's menu button the moment the page reports its
 * first contentful paint (Paint Timing): the page calls back into this process with the
 * button's position, which clicks there at once with real input events (no hydration wait,
 * none of Playwright's actionability checks, which under the slowdown took over a second).
 * The page records, on its own clock, the paint, the click, the menu's `toggle` and the
 * moment React marked it hydrated (`<html data-hydrated>`).
 *
 * The figure, `readyAfterPaintMs`: 0 when the click made before hydration opened the menu.
 * Until React runs, nothing changes the button (it is server HTML), so a click at any
 * earlier moment from the first paint on behaves the same: the button works from the first
 * paint. A click that only worked after hydration counts the time from the paint to that
 * click; a click that never opened the menu gives null.
 */
import { chromium, type Page } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium'

/** One run's times in ms, on the page's clock, from its first contentful paint. */
type MenuRun = {
  clickAfterPaintMs: number
  clickToOpenMs: number | null
  hydratedAfterPaintMs: number | null
  readyAfterPaintMs: number | null
}

export type MenuFigures = {
  runs: number
  cpuSlowdown: number
  /** Median over the runs; 0 when every run's click before hydration opened the menu. */
  readyAfterPaintMs: number | null
  /** Median delay between the first paint and the click (Playwright's own latency). */
  clickAfterPaintMs: number
  /** Median delay between the click and the menu's `toggle` event. */
  clickToOpenMs: number | null
  /** Median delay between the first paint and hydration: what a menu needing React would wait. */
  hydratedAfterPaintMs: number | null
  /** Runs whose click landed before hydration and opened the menu. */
  openedBeforeHydration: number
}

const CPU_SLOWDOWN = 4

/**
 * Set up in the page before its own scripts (Playwright's init scripts are not subject to the
 * CSP): records the times and, at the first contentful paint, sends the menu button's centre
 * to `__menuPainted` (an exposed function of this process).
 */
function recordTimes() {
  const marks: Record<string, number | null> = { paint: null, click: null, open: null, hydrated: null }
  Object.assign(window, { __menuMarks: marks })
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0]
    if (!paint || marks.paint !== null) return
    marks.paint = paint.startTime
    const box = document.querySelector('[data-testid="menu-button"]')?.getBoundingClientRect()
    const painted = (window as unknown as { __menuPainted: (x: number, y: number) => void }).__menuPainted
    if (box) painted(box.x + box.width / 2, box.y + box.height / 2)
  }).observe({ type: 'paint', buffered: true })
  document.addEventListener(
    'click',
    (event) => {
      if (marks.click === null) marks.click = event.timeStamp
    },
    true,
  )
  // `toggle` does not bubble: caught while it goes down to the <details>.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLDetailsElement
      if (marks.open === null && details.open && details.querySelector('[data-testid="menu-button"]'))
        marks.open = performance.now()
    },
    true,
  )
  new MutationObserver(() => {
    if (marks.hydrated === null && document.documentElement?.hasAttribute('data-hydrated'))
      marks.hydrated = performance.now()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
}

type Marks = { paint: number | null; click: number | null; open: number | null; hydrated: number | null }
const marksOf = (page: Page) => page.evaluate(() => (window as unknown as { __menuMarks: Marks }).__menuMarks)

async function measureOnce(url: string): Promise<MenuRun> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    let painted: (point: { x: number; y: number }) => void = () => {}
    const button = new Promise<{ x: number; y: number }>((resolve) => (painted = resolve))
    await page.exposeFunction('__menuPainted', (x: number, y: number) => painted({ x, y }))
    await page.addInitScript(recordTimes)
    await page.goto(url, { waitUntil: 'commit' })
    const { x, y } = await button
    await page.mouse.click(x, y)
    await page
      .waitForFunction(() => (window as unknown as { __menuMarks: Marks }).__menuMarks.open !== null, null, {
        timeout: 10_000,
      })
      .catch(() => undefined)
    await page
      .waitForFunction(
        () => (window as unknown as { __menuMarks: Marks }).__menuMarks.hydrated !== null,
        null,
        {
          timeout: 30_000,
        },
      )
      .catch(() => undefined)
    const marks = await marksOf(page)
    const paint = marks.paint!
    const click = marks.click ?? NaN
    const opened = marks.open !== null
    const beforeHydration = marks.hydrated === null || click < marks.hydrated
    return {
      clickAfterPaintMs: click - paint,
      clickToOpenMs: opened ? marks.open! - click : null,
      hydratedAfterPaintMs: marks.hydrated === null ? null : marks.hydrated - paint,
      readyAfterPaintMs: !opened ? null : beforeHydration ? 0 : click - paint,
    }
  } finally {
    await browser.close()
  }
}

const median = (values: number[]) => {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const round = (value: number | null) => (value === null ? null : Math.round(value))

/** `runs` measurements of `url` (see the module comment); `log` gets one line per run. */
export async function measureMenuReady(
  url: string,
  runs: number,
  log: (line: string) => void,
): Promise<MenuFigures> {
  const all: MenuRun[] = []
  for (let i = 1; i <= runs; i++) {
    const run = await measureOnce(url)
    all.push(run)
    log(
      `  menu ${url} run ${i}: click ${round(run.clickAfterPaintMs)} ms after first paint, menu open ${round(run.clickToOpenMs)} ms later, hydrated ${round(run.hydratedAfterPaintMs)} ms after first paint; working from first paint + ${round(run.readyAfterPaintMs) ?? 'never'} ms`,
    )
  }
  const values = (key: keyof MenuRun) => all.map((r) => r[key]).filter((v): v is number => v !== null)
  const failed = all.some((r) => r.readyAfterPaintMs === null)
  return {
    runs,
    cpuSlowdown: CPU_SLOWDOWN,
    readyAfterPaintMs: failed ? null : round(median(values('readyAfterPaintMs'))),
    clickAfterPaintMs: round(median(values('clickAfterPaintMs')))!,
    clickToOpenMs: round(median(values('clickToOpenMs'))),
    hydratedAfterPaintMs: round(median(values('hydratedAfterPaintMs'))),
    openedBeforeHydration: all.filter((r) => r.readyAfterPaintMs === 0).length,
  }
}
