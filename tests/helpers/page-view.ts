/** Counted page views for the traffic-count tests (src/edge/analytics/page-view.ts `PageView`). */
import type { PageView } from '@/edge/analytics/page-view'

/** A desktop browser's User-Agent that `isbot` does not call a bot. */
export const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'

/** A desktop view of `path` from `address` on site.example without referrer or campaign; `extra` overrides. */
export const testView = (path: string, address: string, extra: Partial<PageView> = {}): PageView => ({
  path,
  referrer: '',
  source: '',
  medium: '',
  campaign: '',
  device: 'desktop',
  address,
  userAgent: FIREFOX,
  host: 'site.example',
  ...extra,
})
