/**
 * Hydration after the first paint: Next's client chunks start once the page has painted and
 * its hero image has loaded, so the largest paint never waits for React's download and
 * start-up (the mobile LCP target of docs/performance.md, "Deferred hydration").
 *
 * Next writes its client chunks as `<script src="/_next/static/…" async="">` (a shape its
 * documentation does not promise: replaceChunkTags, src/edge/next-adapter.ts). The browser
 * fetches them beside the stylesheets, fonts and hero image and runs each as soon as it
 * arrives, often before the image paints; a phone's CPU then runs React's start-up ahead of
 * content the server already rendered.
 *
 * `deferHydration(html)` turns each of those tags into an inert `<script data-src>` (an inline
 * script with no text, which the browser skips without a CSP check) and adds one fixed inline
 * loader, HYDRATION_LOADER, at the end of `<head>`. The loader appends the real scripts, in
 * document order, once (a) the browser has reported the first contentful paint and (b) every
 * `fetchpriority="high"` image has loaded or failed, two animation frames later. The `load`
 * event settles (b), and a page that reports no paint within 3 s of `load` starts anyway: a
 * page always hydrates. Nothing else changes: the RSC payload stays in its inline scripts
 * (Next queues it until its runtime runs). No tap is lost while React waits: every control of
 * the public pages works from the server HTML (links, form posts, `<details>`, in-page links).
 *
 * Only same-origin Next chunks with `async` are deferred; `noModule` polyfills, JSON-LD and the
 * RSC payload are left alone, and a `/_next/static/` script of any other shape is left and
 * reported (`unknown`). The loader is a fixed text that src/edge/csp/inline-scripts.ts accepts;
 * the defer-hydration step (src/edge/pipeline.ts) runs below the csp step, so the page is
 * rewritten before its CSP hashes are taken. Idempotent: HTML that already carries the loader
 * is returned as it is.
 */
import { replaceChunkTags } from './next-adapter'

/**
 * The inline loader (ES5, no dependencies); see the module comment for when it starts. Reads
 * the `data-src` of every deferred tag when it starts, so chunks written after it (the page's
 * own chunk at the end of `<body>`) are included, and appends each with `async` set, as Next's
 * tags were. The Paint Timing entry carries the frame's presentation time, which can trail the
 * next frame's callbacks: hence the two animation frames.
 */
export const HYDRATION_LOADER =
  '(function(){var d=document,started=0,painted=0,settled=0;' +
  'function start(){if(started)return;started=1;' +
  "d.querySelectorAll('script[data-src]').forEach(function(tag){var s=d.createElement('script');" +
  "s.src=tag.getAttribute('data-src');s.async=true;d.head.appendChild(s)})}" +
  'function ready(){if(painted&&settled)requestAnimationFrame(function(){requestAnimationFrame(start)})}' +
  "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;" +
  "new PerformanceObserver(function(list,observer){if(!list.getEntriesByName('first-contentful-paint').length)return;" +
  "observer.disconnect();painted=1;ready()}).observe({type:'paint',buffered:true})}catch(e){painted=1}" +
  'function settle(){settled=1;ready()}' +
  "d.addEventListener('DOMContentLoaded',function(){" +
  "var waiting=[].filter.call(d.querySelectorAll('img[fetchpriority=high]'),function(img){return !img.complete}),left=waiting.length;" +
  'if(!left)return settle();' +
  "waiting.forEach(function(img){function done(){if(--left===0)settle()}img.addEventListener('load',done);img.addEventListener('error',done)})});" +
  "addEventListener('load',function(){settle();setTimeout(start,3000)})})()"

const LOADER_TAG = `<script>${HYDRATION_LOADER}</script>`

/**
 * The page `html` with Next's chunk scripts deferred until after the first paint (see the
 * module comment); `unknown` is handed each `/_next/static/` script tag of a shape it does not
 * know, left as it is. HTML without chunk tags, or without `</head>`, is returned unchanged.
 */
export function deferHydration(html: string, unknown: (tag: string) => void = () => {}): string {
  if (html.includes(LOADER_TAG) || !html.includes('</head>')) return html
  const deferred = replaceChunkTags(html, (src) => `<script data-src="${src}"></script>`, unknown)
  if (!deferred.replaced) return html
  const end = deferred.html.indexOf('</head>')
  return `${deferred.html.slice(0, end)}${LOADER_TAG}${deferred.html.slice(end)}`
}
