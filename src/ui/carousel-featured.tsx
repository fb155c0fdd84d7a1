import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import type { CarouselProps } from './carousel-types'
import { CarouselControls } from './carousel-controls'

/** Spec 2 §9: featured autoplay every 2000 ms. */
export const FEATURED_AUTOPLAY_MS = 2000

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/** Keyboard focus (not the focus a click gives a button or a link): that pauses autoplay, as a pointer over it does. */
const byKeyboard = (el: Element) => {
  try {
    return el.matches(':focus-visible')
  } catch {
    return true
  }
}

/**
 * Home's featured carousel (spec 2 §2): one slide at a time, looping, autoplaying every 2 s. No swiper: starting swiper
 * was a 190-330 ms task of home's first load at 4x CPU (docs/decisions/performance.md). The slides sit in a row in a
 * scroll-snapping track, so a phone swipes them natively; autoplay and the buttons scroll the track. As swiper's version
 * did: autoplay pauses while a mouse is over it or keyboard focus is in it, starts paused for prefers-reduced-motion,
 * and the Pause / Play button stops and restarts it; slides are groups named "n / total"; arrow keys move it.
 * Every slide is laid out (stretched to the tallest), so the carousel's height never changes as slides change.
 */
export function FeaturedCarousel({ items, itemKey, renderItem, label }: CarouselProps<unknown>) {
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(() => !prefersReducedMotion())
  // What pauses autoplay besides the button: a mouse over it, keyboard focus in it, a finger on it, a hidden page.
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [touched, setTouched] = useState(false)
  const [hidden, setHidden] = useState(false)
  const count = items.length
  const running = playing && !hovered && !focused && !touched && !hidden && count > 1

  const show = (index: number) => {
    const next = (index + count) % count
    const el = track.current
    const slide = el?.children[next] as HTMLElement | undefined
    // A step to the neighbour slides; the loop's jump from the last to the first (or back) cuts, as does reduced motion.
    const smooth = Math.abs(next - current) === 1 && !prefersReducedMotion()
    if (slide) el?.scrollTo?.({ left: slide.offsetLeft, behavior: smooth ? 'smooth' : 'instant' })
    setCurrent(next)
  }

  // The delay restarts whenever the slide changes, by autoplay, a button, a key or a swipe.
  useEffect(() => {
    if (!running) return
    const timer = setTimeout(() => show(current + 1), FEATURED_AUTOPLAY_MS)
    return () => clearTimeout(timer)
  })

  useEffect(() => {
    const seen = () => setHidden(document.hidden)
    document.addEventListener('visibilitychange', seen)
    return () => document.removeEventListener('visibilitychange', seen)
  }, [])

  if (count === 0) return null

  // After a swipe (or the browser scrolling a focused link into view), the slide the track rests on is the current one.
  const settled = () => {
    const el = track.current
    if (!el) return
    let nearest = 0
    for (let i = 1; i < el.children.length; i++) {
      const gap = (s: number) => Math.abs((el.children[s] as HTMLElement).offsetLeft - el.scrollLeft)
      if (gap(i) < gap(nearest)) nearest = i
    }
    setCurrent(nearest)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
    e.preventDefault()
    show(current + (e.key === 'ArrowRight' ? 1 : -1))
  }
  const onFocus = (e: FocusEvent) => {
    if (byKeyboard(e.target)) setFocused(true)
  }
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false)
  }
  const onMouse = (over: boolean) => (e: PointerEvent) => {
    if (e.pointerType === 'mouse') setHovered(over)
  }

  return (
    <section
      className="carousel carousel-featured"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={onMouse(true)}
      onPointerLeave={onMouse(false)}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => setTouched(false)}
      onTouchCancel={() => setTouched(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div ref={track} className="carousel-track" aria-live={running ? 'off' : 'polite'} onScrollEnd={settled}>
        {items.map((item, i) => (
          <div
            key={itemKey(item)}
            className={i === current ? 'carousel-slide carousel-slide-active' : 'carousel-slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
      {count > 1 && (
        <CarouselControls
          label={label}
          onPrevious={() => show(current - 1)}
          onNext={() => show(current + 1)}
          playing={playing}
          onTogglePlay={() => setPlaying((p) => !p)}
        />
      )}
    </section>
  )
}
