'use client'

/**
 * Auto-advancing carousel: a slide every CAROUSEL_INTERVAL_MS, arrow
 * keys, wrap-around, no pause on hover. Follows the WAI-ARIA APG carousel pattern:
 * `aria-roledescription="carousel"` on the section, each slide a `group` with
 * `aria-roledescription="slide"`, a visible pause/play button first (WCAG 2.2.2), and a
 * live region that only speaks while rotation is stopped. Under prefers-reduced-motion it
 * does not auto-advance. Slides are rendered by the server and passed in as nodes.
 *
 * The server HTML is a CSS scroll-snap list that works alone: slides are reached by
 * scrolling (or swiping), by the previous/next links inside each slide and by the dot links
 * (in-page links to the slides' ids), which move the carousel and not the page (CSS keeps each
 * slide's scroll-margin at its distance from where the browser would align it), and the dot of
 * the slide in view is marked (CSS scroll markers). Those links stay the controls once hydrated: the
 * element under the pointer never changes, so a press that starts before or during
 * hydration (React hydrates synchronously on a pointer press) ends on the same link and
 * its click is not lost. A click React handles moves the carousel itself; one that lands
 * before React takes over is followed by the browser, and the slide it scrolled into view
 * stays current (the carousel starts from the scroll position and follows fragment changes).
 * Hydration adds the pause button, turns off-screen slides `inert` (focus on an arrow link
 * moves to the same link of the slide brought in) and starts rotation. Nothing is measured
 * or re-initialised on resize, so the cadence survives window resizes and rotation; a scroll
 * that ends between two slides (the width changed under it) brings the selected slide back
 * rather than selecting another. A swipe or a link moves the carousel and restarts the interval. Only the pause button (or reduced
 * motion) stops it.
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'

import { useHydrated } from '@/components/HydrationMark/use-hydrated'
import { CAROUSEL_INTERVAL_MS } from '@/contracts/constants'

import { CarouselIcon } from './CarouselIcon'
import styles from './carousel.module.css'

type Props = {
  /** Accessible name of the carousel, e.g. 'Highlights'. */
  label: string
  slides: ReactNode[]
  /** Visual variant: full-bleed banner or centred testimonial card. */
  variant: 'banner' | 'quote'
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

export function Carousel({ label, slides, variant }: Props) {
  // Ids become fragments of the slide links: no ':' (React's useId) in them.
  const id = `carousel-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const slideId = (i: number) => `${id}-${i + 1}`
  const count = slides.length
  const enhanced = useHydrated()
  const viewport = useRef<HTMLDivElement>(null)
  const [selected, setSelected] = useState(0)
  // `selected` for the scroll listener, which is added once.
  const selectedRef = useRef(0)
  useEffect(() => {
    selectedRef.current = selected
  }, [selected])
  // null until the visitor presses pause/play: rotation then follows the motion preference.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const playing = enhanced && (chosen ?? !reducedMotion())
  // Bumped by every move, so the interval restarts from the last move.
  const [moves, setMoves] = useState(0)

  const goTo = useCallback(
    (index: number) => {
      const next = ((index % count) + count) % count
      const node = viewport.current
      setSelected(next)
      setMoves((m) => m + 1)
      node?.scrollTo({ left: next * node.clientWidth, behavior: reducedMotion() ? 'instant' : 'smooth' })
    },
    [count],
  )

  // The slide in view after a swipe, and after hydration: the one reached before (a link, a
  // swipe) stays current; a fragment set earlier is not applied here, it could undo a later
  // swipe. A slide link the browser follows while React hydrates may change the fragment
  // after this runs (and its slide is inert by then): the fragment's slide is brought in then.
  useEffect(() => {
    const node = viewport.current
    if (!node) return
    const fromScroll = () => {
      const width = Math.max(1, node.clientWidth)
      const position = node.scrollLeft / width
      if (Math.abs(position - Math.round(position)) > 0.1)
        node.scrollTo({ left: selectedRef.current * width, behavior: 'instant' })
      else setSelected(Math.round(position))
    }
    const fromHash = () => {
      const match = new RegExp(`^#${id}-(\\d+)$`).exec(window.location.hash)
      const index = match ? Number(match[1]) - 1 : -1
      if (index < 0 || index >= count) return
      setSelected(index)
      node.scrollTo({ left: index * node.clientWidth, behavior: 'instant' })
    }
    fromScroll()
    node.addEventListener('scrollend', fromScroll)
    window.addEventListener('hashchange', fromHash)
    return () => {
      node.removeEventListener('scrollend', fromScroll)
      window.removeEventListener('hashchange', fromHash)
    }
  }, [id, count])

  // An arrow link keeps the focus across moves: its slide turns inert, the same link of the
  // slide brought in takes the focus (before the browser drops it from the inert slide).
  useLayoutEffect(() => {
    const active = document.activeElement
    const control = active instanceof HTMLElement ? active.dataset.carouselControl : undefined
    const slide = document.getElementById(`${id}-${selected + 1}`)
    if (!control || !slide || slide.contains(active) || !viewport.current?.contains(active)) return
    slide.querySelector<HTMLElement>(`[data-carousel-control="${control}"]`)?.focus({ preventScroll: true })
  }, [selected, id])

  useEffect(() => {
    if (!playing || count < 2) return
    const timer = window.setTimeout(() => goTo(selected + 1), CAROUSEL_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [playing, selected, moves, count, goTo])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') goTo(selected - 1)
    else if (event.key === 'ArrowRight') goTo(selected + 1)
    else return
    event.preventDefault()
  }

  const linkTo = (index: number) => (event: MouseEvent) => {
    if (!enhanced) return
    event.preventDefault()
    goTo(index)
  }

  return (
    <section
      className={`${styles.carousel} ${styles[variant]}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={enhanced ? onKeyDown : undefined}
      data-enhanced={enhanced || undefined}
    >
      {enhanced ? (
        <div className={`${styles.controls} ${styles.rotation}`}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setChosen(!playing)}
            aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
          >
            <CarouselIcon name={playing ? 'pause' : 'play'} />
          </button>
        </div>
      ) : null}
      {/* The line that keeps the page still when a slide link is followed (carousel.module.css). */}
      <div className={styles.stay} aria-hidden="true">
        <span />
      </div>
      {/* Focusable: the list scrolls with the keyboard too (before hydration, and for axe's check). */}
      <div
        className={styles.viewport}
        ref={viewport}
        tabIndex={0}
        role="group"
        aria-label={`${label}: slides`}
      >
        <div className={styles.track} id={id} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              id={slideId(i)}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              // Off-screen slides are out of the tab order and the accessibility tree.
              inert={enhanced && i !== selected}
            >
              {slide}
              {count < 2 ? null : (
                <div className={`${styles.controls} ${styles.slideControls}`}>
                  <a
                    className={styles.control}
                    href={`#${slideId((i - 1 + count) % count)}`}
                    aria-controls={enhanced ? id : undefined}
                    data-carousel-control="prev"
                    onClick={linkTo(i - 1)}
                  >
                    <CarouselIcon name="prev" />
                    <span className="visually-hidden">Previous slide</span>
                  </a>
                  <a
                    className={styles.control}
                    href={`#${slideId((i + 1) % count)}`}
                    aria-controls={enhanced ? id : undefined}
                    data-carousel-control="next"
                    onClick={linkTo(i + 1)}
                  >
                    <CarouselIcon name="next" />
                    <span className="visually-hidden">Next slide</span>
                  </a>
                </div>
              )}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.dots}>
        {slides.map((_, i) => (
          <a
            key={i}
            href={`#${slideId(i)}`}
            className={styles.dot}
            aria-label={`Show slide ${i + 1} of ${count}`}
            aria-current={enhanced && i === selected ? 'true' : undefined}
            onClick={linkTo(i)}
          />
        ))}
      </div>
    </section>
  )
}
