/**
 * Hydration after the first paint (the mobile LCP target of docs/performance.md).
 *
 * Next writes its client chunks as `<script src="/_next/static/…" async>`: the browser fetches
 * them alongside the stylesheets, fonts and hero image and runs them as soon as they arrive,
 * often before the page's first paint. On a mid-range phone that puts the whole client bundle's
 * download and React's start-up on the critical path of content the server already rendered
 * (Lighthouse's mobile run counts every request and task before the largest paint; the
 * measured difference is in docs/performance.md).
 *
 * `deferHydration(html)` turns each of those chunk tags into an inert `<script data-src>` and
 * adds one small inline loader (HYDRATION_LOADER) that appends the real scripts, in document
 * order, once the page has painted: after the browser reports its first contentful paint and
 * every `fetchpriority="high"` image (the hero the page preloads) has loaded or failed, two
 * animation frames later (see HYDRATION_LOADER). A page always hydrates: the `load` event
 * stands in for the images, and a fallback timer for a paint that is never reported.
 * Nothing else changes: the RSC payload stays in its inline scripts (Next queues it until its
 * runtime runs). Deferring costs no click: every control of the public pages works from the
 * server HTML alone (links, the contact form's post, `<details>` disclosures for the menu and
 * the toggles, in-page links for tabs and carousel slides), and React, once it runs, adopts the
 * state a visitor reached before (see src/components/Tabs/use-fragment-tabs.ts).
 *
 * Only same-origin Next chunks (`/_next/static/`, with `async`) are deferred; `noModule`
 * polyfills, JSON-LD and the RSC payload are left alone. The loader is a fixed string, so the
 * CSP hash of the page (csp.ts hashes the HTML after this step) covers it like any other
 * inline script. Idempotent: HTML that already carries the loader is returned as it is.
 */

/** `<script src="/_next/static/…" async=""></script>` as React writes Next's chunk tags. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g

/**
 * The inline loader (ES5, no dependencies). Starts the scripts once both (a) the browser has
 * reported the first contentful paint (Paint Timing, where supported; its entry carries the
 * frame's presentation time, which can trail the next frame's callbacks) and (b) every
 * `fetchpriority="high"` image has loaded or failed, then two animation frames later (the
 * hero's frame painted). The `load` event also settles (b); a page that reports no paint
 * within 3 s of `load` starts anyway. Reads the `data-src` of every deferred tag
 * when it starts, so chunks written after the loader (the page's own chunk at the end of
 * <body>) are included, and appends each with `async` set, as Next's tags were.
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
 * module comment). HTML without such scripts, or without `</head>`, is returned unchanged.
 */
export function deferHydration(html: string): string {
  if (html.includes(LOADER_TAG) || !html.includes('</head>')) return html
  let deferred = 0
  const rewritten = html.replace(CHUNK_SCRIPT, (_tag, src: string) => {
    deferred++
    return `<script data-src="${src}"></script>`
  })
  if (!deferred) return html
  const end = rewritten.indexOf('</head>')
  return `${rewritten.slice(0, end)}${LOADER_TAG}${rewritten.slice(end)}`
}
