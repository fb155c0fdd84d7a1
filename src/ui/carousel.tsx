import { startTransition, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { CarouselControls } from './carousel-controls'
import { FeaturedCarousel } from './carousel-featured'
import './carousel.css'
import type { CarouselProps } from './carousel-types'

export type { CarouselProps } from './carousel-types'
export { FEATURED_AUTOPLAY_MS } from './carousel-featured'
/** Cards per view by minimum viewport width (spec 2 §9's breakpoints; carousel.css lays them out). */
export const CARDS_PER_VIEW = { 0: 2, 768: 4, 992: 6, 1200: 8 } as const

/** Cards one view of a row shows at a viewport width (spec 2 §9). */
export function cardsInView(width: number): number {
  let n: number = CARDS_PER_VIEW[0]
  for (const [from, count] of Object.entries(CARDS_PER_VIEW)) if (width >= Number(from)) n = count
  return n
}

/**
 * Cards rendered before a row is first used: those one view shows, and the next, so that the row scrolls at the first
 * swipe. The rest join the track on first use: on a phone a row's other five cards were half of home's layout when
 * its deals arrived.
 */
export const firstCards = (width: number) => cardsInView(width) + 1

/**
 * Home's carousels. The featured one is carousel-featured.tsx. A cards carousel is a row of cards in a natively
 * scrolling, snapping track (a phone swipes it; Previous / Next and the arrow keys scroll it one card), with no
 * library: swiper's set-up was most of home's first-load main-thread time, and loading it lazily meant swapping the
 * row's cards for swiper's copies under the first press, which lost that tap or the popup it opened (the card that
 * opened it was gone). The cards rendered first are the ones a first view shows; the rest are appended when the row is
 * first used, so the nodes a person presses are never replaced (docs/decisions/catalogue.md).
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const anyProps = props as unknown as CarouselProps<unknown>
  return props.variant === 'featured' ? <FeaturedCarousel {...anyProps} /> : <CardsCarousel {...anyProps} />
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/** A category row of cards (spec 2 §2, §9): 2 cards in view, 4 from 768 px, 6 from 992 px, 8 from 1200 px. */
export function CardsCarousel({ items, itemKey, renderItem, label }: CarouselProps<unknown>) {
  const track = useRef<HTMLDivElement>(null)
  const [first] = useState(() => firstCards(typeof window === 'undefined' ? 1200 : window.innerWidth))
  const [all, setAll] = useState(items.length <= first)
  // A wider window (a phone turned, a window widened) shows more cards in one view than were rendered for it.
  useEffect(() => {
    if (all) return
    const onResize = () => cardsInView(window.innerWidth) >= first && startTransition(() => setAll(true))
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [all, first])
  if (items.length === 0) return null
  const shown = all ? items : items.slice(0, first)
  // The rest of the cards join the track after the first ones, so nothing under a finger is replaced. A pointer, a
  // finger or focus arriving renders them as a transition: on a phone the touch that starts a tap on a card's + came
  // first, and rendering a whole row before that tap's click made the tap wait (Interaction to Next Paint 250 ms at
  // 4x CPU, docs/decisions/performance.md). Previous / Next need them at once, to scroll to them.
  const showAll = () => {
    if (!all) startTransition(() => setAll(true))
  }
  const showAllNow = () => {
    if (!all) flushSync(() => setAll(true))
  }
  /** Scrolls one card's width (the track snaps to the card's start). */
  const step = (direction: 1 | -1) => {
    showAllNow()
    const el = track.current
    const card = el?.firstElementChild as HTMLElement | null
    if (!el || !card) return
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0
    el.scrollBy?.({
      left: direction * (card.offsetWidth + gap),
      behavior: prefersReducedMotion() ? 'instant' : 'smooth',
    })
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
    e.preventDefault()
    step(e.key === 'ArrowRight' ? 1 : -1)
  }
  return (
    <section
      className="carousel carousel-cards"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={showAll}
      onTouchStart={showAll}
      onFocus={showAll}
      onKeyDown={onKeyDown}
    >
      <div ref={track} className="carousel-track" onScroll={showAll}>
        {shown.map((item, i) => (
          <div
            className="carousel-slide"
            key={itemKey(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${items.length}`}
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
      {items.length > 1 && <CarouselControls label={label} onPrevious={() => step(-1)} onNext={() => step(1)} />}
    </section>
  )
}
