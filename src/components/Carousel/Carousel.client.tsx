'use client'

/**
 * Auto-advancing carousel on Embla: a slide every CAROUSEL_INTERVAL_MS,
 * arrow keys, wrap-around, no pause on hover. Follows the WAI-ARIA APG carousel pattern:
 * `aria-roledescription="carousel"` on the section, each slide a `group` with
 * `aria-roledescription="slide"`, a visible pause/play button first (WCAG 2.2.2), and a
 * live region that only speaks while rotation is stopped. Under prefers-reduced-motion it
 * does not auto-advance. Slides are rendered by the server and passed in as nodes.
 */
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react'

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

export function Carousel({ label, slides, variant }: Props) {
  const id = useId()
  // One plugin instance for the life of the component (a new one would re-init Embla).
  const [autoplay] = useState(() =>
    Autoplay({
      delay: CAROUSEL_INTERVAL_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
    }),
  )
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, [autoplay])
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    const onPlay = () => setPlaying(true)
    const onStop = () => setPlaying(false)
    embla.on('select', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop)
    // Reduced motion: never start rotating on its own (the user may still press play).
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) autoplay.play()
    return () => {
      embla.off('select', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop)
    }
  }, [embla, autoplay])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev()
    else if (event.key === 'ArrowRight') embla?.scrollNext()
    else return
    event.preventDefault()
  }

  const count = slides.length
  return (
    <section
      className={`${styles.carousel} ${styles[variant]}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => (playing ? autoplay.stop() : autoplay.play())}
          aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
        >
          <CarouselIcon name={playing ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => embla?.scrollPrev()}
          aria-controls={id}
          aria-label="Previous slide"
        >
          <CarouselIcon name="prev" />
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => embla?.scrollNext()}
          aria-controls={id}
          aria-label="Next slide"
        >
          <CarouselIcon name="next" />
        </button>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} id={id} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              // Off-screen slides are out of the tab order and the accessibility tree.
              inert={i !== selected}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.dots}>
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            aria-label={`Show slide ${i + 1} of ${count}`}
            aria-current={i === selected ? 'true' : undefined}
            onClick={() => embla?.scrollTo(i)}
          />
        ))}
      </div>
    </section>
  )
}
