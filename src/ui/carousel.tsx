import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react'
import type { SwiperOptions } from 'swiper/types'
import { FeaturedCarousel } from './carousel-featured'
import './carousel.css'

export type CarouselProps<T> = {
  items: readonly T[]
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  /**
   * featured: one slide at a time, looping, autoplaying every 2 s (spec 2 §2; carousel-featured.tsx).
   * cards: 8 cards at a time, 6 below 1200 px, 4 below 992 px, 2 below 768 px (spec 2 §9).
   */
  variant: 'featured' | 'cards'
  /** Names the carousel for assistive technology, e.g. "Featured deals". */
  label: string
}

export { FEATURED_AUTOPLAY_MS } from './carousel-featured'
/** Cards per view by minimum viewport width (spec 2 §9's breakpoints). */
export const CARDS_PER_VIEW = { 0: 2, 768: 4, 992: 6, 1200: 8 } as const

/**
 * The swiper settings of a category carousel (spec 2 §2, §9): 2 cards, 4 from 768 px, 6 from 992 px, 8 from 1200 px
 * of window width (swiper's breakpoints are minimum widths). Native scroll snapping (cssMode) instead of transforms:
 * a transformed or stacked wrapper would confine the cards' popups.
 */
export const CARDS_SWIPER_OPTIONS = {
  cssMode: true,
  slidesPerView: CARDS_PER_VIEW[0],
  spaceBetween: 12,
  breakpoints: Object.fromEntries(
    Object.entries(CARDS_PER_VIEW).map(([width, n]) => [width, { slidesPerView: n, spaceBetween: 12 }]),
  ) as Record<string, { slidesPerView: number; spaceBetween: number }>,
  watchOverflow: true,
} as const satisfies SwiperOptions

export type SwiperCarouselProps = CarouselProps<unknown> & { onMounted?: () => void }

// Swiper is loaded on demand: the first paint shows the static version below and never waits for it.
let swiperChunk: Promise<void> | null = null
let SwiperCarousel: ComponentType<SwiperCarouselProps> | null = null
const loadSwiper = () =>
  (swiperChunk ??= import('./carousel-swiper').then((m) => {
    SwiperCarousel = m.default as unknown as ComponentType<SwiperCarouselProps>
  }))

/**
 * Home's carousels. The featured one is carousel-featured.tsx (no swiper: it autoplays, and starting swiper on load was
 * home's longest task). A cards carousel is built with swiper, lazily: until it is first used (a pointer over it, a
 * touch, keyboard focus inside) the same cards show statically at the same size; setting up a swiper per home row was
 * most of home's first-load main-thread time.
 *
 * Swiper's slides replace the static ones in one step, once its code is in and no pointer is pressed on the carousel:
 * a card's link replaced between the press and the release loses the click (the pointer that came over a card to
 * click it is what starts swiper), so the swap waits for the click to land (issue 15).
 */
export function Carousel<T>(props: CarouselProps<T>) {
  return props.variant === 'featured' ? (
    <FeaturedCarousel {...(props as unknown as CarouselProps<unknown>)} />
  ) : (
    <CardsCarousel {...props} />
  )
}

function CardsCarousel<T>(props: CarouselProps<T>) {
  const [inUse, setInUse] = useState(false)
  const host = useRef<HTMLDivElement>(null)
  const pressed = useRef(false)
  const wanted = useRef(false)
  // Where keyboard focus was in the static version (slide, then focusable within it), to put it back in swiper's.
  const refocus = useRef<[number, number] | null>(null)
  // Called by swiper's version once its slides are in the page.
  const restoreFocus = useCallback(() => {
    const at = refocus.current
    refocus.current = null
    if (at)
      host.current?.querySelectorAll('.swiper-slide')[at[0]]?.querySelectorAll<HTMLElement>(FOCUSABLE)[at[1]]?.focus()
  }, [])
  const swapWhenFree = useCallback(() => {
    if (wanted.current && !pressed.current && SwiperCarousel) setInUse(true)
  }, [])
  const start = useCallback(() => {
    wanted.current = true
    void loadSwiper().then(swapWhenFree)
  }, [swapWhenFree])
  if (props.items.length === 0) return null
  const anyProps = props as unknown as CarouselProps<unknown>
  const press = () => {
    pressed.current = true
    const release = () => {
      window.removeEventListener('pointerup', release)
      window.removeEventListener('pointercancel', release)
      // After the click that follows this release has reached the static link.
      setTimeout(() => {
        pressed.current = false
        swapWhenFree()
      })
    }
    window.addEventListener('pointerup', release)
    window.addEventListener('pointercancel', release)
  }
  const startFromFocus = (target: Element) => {
    const slide = target.closest('.carousel-static .carousel-slide')
    if (slide)
      refocus.current = [
        [...slide.parentElement!.children].indexOf(slide),
        [...slide.querySelectorAll(FOCUSABLE)].indexOf(target),
      ]
    start()
  }
  if (!inUse || !SwiperCarousel) {
    return (
      <div
        ref={host}
        className="carousel-host"
        onPointerEnter={start}
        onPointerDownCapture={press}
        onTouchStart={start}
        onFocus={(e) => startFromFocus(e.target)}
      >
        <StaticCarousel {...anyProps} />
      </div>
    )
  }
  return (
    <div ref={host} className="carousel-host">
      <SwiperCarousel {...anyProps} onMounted={restoreFocus} />
    </div>
  )
}

const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button, input, select, textarea, [tabindex="0"]'

/**
 * What a cards carousel shows before it is used (and swiper loaded): the first row of cards laid out as swiper will lay
 * them out (cards past the row are not displayed, so Tab does not reach them).
 */
export function StaticCarousel({ items, itemKey, renderItem, variant, label }: CarouselProps<unknown>) {
  const shown = items.slice(0, CARDS_PER_VIEW[1200])
  return (
    <section
      className={`carousel carousel-${variant} carousel-static`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="carousel-track">
        {shown.map((item) => (
          <div className="carousel-slide" key={itemKey(item)}>
            {renderItem(item)}
          </div>
        ))}
      </div>
      {/* The controls' space is kept, so the page below does not move when swiper's buttons arrive. */}
      {items.length > 1 && <div className="carousel-controls" aria-hidden="true" />}
    </section>
  )
}
