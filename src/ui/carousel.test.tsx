import type { ReactNode } from 'react'
import { act, createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CARDS_SWIPER_OPTIONS, Carousel, FEATURED_AUTOPLAY_MS } from './carousel'
import SwiperCarousel from './carousel-swiper'

// Swiper itself is not run in jsdom: a stand-in records the settings the carousel hands it.
const swiperProps = vi.hoisted(() => [] as Array<Record<string, unknown>>)
vi.mock('swiper/react', () => ({
  Swiper: ({ children, ...props }: { children: ReactNode } & Record<string, unknown>) => {
    swiperProps.push(props)
    return <div>{children}</div>
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div className="swiper-slide">{children}</div>,
}))

/** Cards a category carousel shows at a window width, as swiper reads its breakpoints (the largest minimum width met). */
function cardsAt(width: number): number {
  const met = Object.keys(CARDS_SWIPER_OPTIONS.breakpoints)
    .map(Number)
    .filter((min) => width >= min)
    .sort((a, b) => b - a)[0]
  return met === undefined
    ? CARDS_SWIPER_OPTIONS.slidesPerView
    : CARDS_SWIPER_OPTIONS.breakpoints[String(met)]!.slidesPerView
}

describe('home carousels: swiper settings (spec 2 §2, §9)', () => {
  it('category carousels: 8 cards from 1200 px, 6 from 992, 4 from 768, 2 below', () => {
    expect(CARDS_SWIPER_OPTIONS.slidesPerView).toBe(2)
    expect(
      Object.keys(CARDS_SWIPER_OPTIONS.breakpoints)
        .map(Number)
        .filter((w) => w > 0)
        .sort((a, b) => a - b),
    ).toEqual([768, 992, 1200])
    const widths = [1920, 1200, 1199, 992, 991, 768, 767, 576, 575, 320]
    expect(widths.map(cardsAt)).toEqual([8, 8, 6, 6, 4, 4, 2, 2, 2, 2])
    // Not a featured-style carousel.
    expect(CARDS_SWIPER_OPTIONS).not.toHaveProperty('loop')
    expect(CARDS_SWIPER_OPTIONS).not.toHaveProperty('autoplay')
    expect(CARDS_SWIPER_OPTIONS).not.toHaveProperty('centeredSlides')
  })
})

describe('the swiper carousel uses those settings', () => {
  const items = ['a', 'b', 'c']
  const show = (variant: 'cards', list = items) => {
    swiperProps.length = 0
    render(
      <SwiperCarousel
        items={list}
        itemKey={(i) => String(i)}
        renderItem={(i) => String(i)}
        variant={variant}
        label="Deals"
      />,
    )
    return swiperProps.at(-1)!
  }

  it('category cards', () => {
    const props = show('cards')
    expect(props).toMatchObject({
      slidesPerView: 2,
      breakpoints: { 768: { slidesPerView: 4 }, 992: { slidesPerView: 6 }, 1200: { slidesPerView: 8 } },
    })
    expect(props.loop).toBeFalsy()
    expect(props.autoplay).toBeUndefined()
  })
})

describe('a cards carousel starts swiper when it is used (home first-load time)', () => {
  const items = ['a', 'b', 'c']
  const show = (variant: 'featured' | 'cards') =>
    render(
      <Carousel
        items={items}
        itemKey={(i) => i}
        renderItem={(i) => <a href={`/deal/${i}`}>Deal {i}</a>}
        variant={variant}
        label="Cafes deals"
      />,
    )
  const region = () => screen.getByRole('region', { name: 'Cafes deals' })

  it('stays static until a pointer comes over it', async () => {
    swiperProps.length = 0
    show('cards')
    await new Promise((r) => setTimeout(r, 50))
    expect(region()).toHaveClass('carousel-static')
    expect(swiperProps).toHaveLength(0)
    fireEvent.pointerEnter(region().parentElement!)
    await waitFor(() => expect(region()).not.toHaveClass('carousel-static'))
    expect(swiperProps.at(-1)).toMatchObject({ slidesPerView: 2 })
  })

  it('a card pressed as the pointer arrives keeps its link until the click lands, then swiper takes over', async () => {
    const clicked: string[] = []
    render(
      <Carousel
        items={items}
        itemKey={(i) => i}
        renderItem={(i) => (
          <a href={`/deal/${i}`} onClick={(e) => (e.preventDefault(), clicked.push(i))}>
            Deal {i}
          </a>
        )}
        variant="cards"
        label="Cafes deals"
      />,
    )
    const link = screen.getByRole('link', { name: 'Deal b' })
    // The pointer comes over the card (which starts swiper) and presses; swiper's code arrives before the release.
    fireEvent.pointerEnter(region().parentElement!)
    fireEvent.pointerDown(link)
    await import('./carousel-swiper')
    await new Promise((r) => setTimeout(r, 50))
    expect(link.isConnected).toBe(true)
    fireEvent.pointerUp(link)
    fireEvent.click(link)
    expect(clicked).toEqual(['b'])
    await waitFor(() => expect(region()).not.toHaveClass('carousel-static'))
  })

  it('keeps keyboard focus on the same card when swiper takes over', async () => {
    show('cards')
    screen.getByRole('link', { name: 'Deal b' }).focus()
    await waitFor(() => expect(region()).not.toHaveClass('carousel-static'))
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Deal b' }))
    expect(document.activeElement?.closest('.swiper-slide')).not.toBeNull()
  })
})

describe('the featured carousel autoplays without swiper (spec 2 §2: every 2 s, one slide at a time, looping)', () => {
  const items = ['a', 'b', 'c']
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  const show = (list = items) => {
    vi.useFakeTimers()
    swiperProps.length = 0
    return render(
      <Carousel
        items={list}
        itemKey={(i) => i}
        renderItem={(i) => <a href={`/deal/${i}`}>Deal {i}</a>}
        variant="featured"
        label="Featured deals"
      />,
    )
  }
  const region = () => screen.getByRole('region', { name: 'Featured deals' })
  /** The slide showing, by its name ("2 / 3"), as swiper's a11y module names slides. */
  const showing = () =>
    screen
      .getAllByRole('group')
      .filter((s) => s.classList.contains('carousel-slide-active'))
      .map((s) => s.getAttribute('aria-label'))
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
  /** A mouse coming over or leaving (jsdom has no PointerEvent, so its pointerType is set by hand). */
  const mouse = (over: boolean) => {
    const event = (over ? createEvent.pointerOver : createEvent.pointerOut)(region())
    Object.defineProperty(event, 'pointerType', { value: 'mouse' })
    fireEvent(region(), event)
  }
  const button = (name: string) => screen.getByRole('button', { name })

  it('advances every 2000 ms and loops from the last slide to the first, never loading swiper', () => {
    expect(FEATURED_AUTOPLAY_MS).toBe(2000)
    show()
    expect(screen.getAllByRole('group').map((s) => s.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3'])
    expect(showing()).toEqual(['1 / 3'])
    wait(1999)
    expect(showing()).toEqual(['1 / 3'])
    wait(1)
    expect(showing()).toEqual(['2 / 3'])
    wait(2000)
    expect(showing()).toEqual(['3 / 3'])
    wait(2000)
    expect(showing()).toEqual(['1 / 3'])
    expect(swiperProps).toHaveLength(0)
    expect(region().querySelector('.swiper')).toBeNull()
  })

  it('Previous and Next (named as in the swiper carousels) move one slide, looping, and restart the delay', () => {
    show()
    fireEvent.click(button('Previous in Featured deals'))
    expect(showing()).toEqual(['3 / 3'])
    fireEvent.click(button('Next in Featured deals'))
    expect(showing()).toEqual(['1 / 3'])
    wait(1500)
    fireEvent.click(button('Next in Featured deals'))
    expect(showing()).toEqual(['2 / 3'])
    wait(1500)
    expect(showing()).toEqual(['2 / 3'])
    wait(500)
    expect(showing()).toEqual(['3 / 3'])
  })

  it('the arrow keys move it when focus is inside', () => {
    show()
    fireEvent.keyDown(screen.getByRole('link', { name: 'Deal a' }), { key: 'ArrowRight' })
    expect(showing()).toEqual(['2 / 3'])
    fireEvent.keyDown(screen.getByRole('link', { name: 'Deal a' }), { key: 'ArrowLeft' })
    expect(showing()).toEqual(['1 / 3'])
  })

  it('Pause stops autoplay and Play restarts it', () => {
    show()
    const pause = button('Pause Featured deals')
    expect(pause).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(pause)
    expect(button('Play Featured deals')).toHaveAttribute('aria-pressed', 'true')
    wait(10_000)
    expect(showing()).toEqual(['1 / 3'])
    // The buttons still move it while paused.
    fireEvent.click(button('Next in Featured deals'))
    expect(showing()).toEqual(['2 / 3'])
    fireEvent.click(button('Play Featured deals'))
    wait(2000)
    expect(showing()).toEqual(['3 / 3'])
  })

  it('pauses while a mouse is over it and while keyboard focus is in it', () => {
    show()
    mouse(true)
    wait(6000)
    expect(showing()).toEqual(['1 / 3'])
    mouse(false)
    wait(2000)
    expect(showing()).toEqual(['2 / 3'])

    act(() => screen.getByRole('link', { name: 'Deal b' }).focus())
    wait(6000)
    expect(showing()).toEqual(['2 / 3'])
    // Focus moving within the carousel keeps it paused; leaving it resumes autoplay.
    act(() => button('Next in Featured deals').focus())
    wait(6000)
    expect(showing()).toEqual(['2 / 3'])
    act(() => button('Next in Featured deals').blur())
    wait(2000)
    expect(showing()).toEqual(['3 / 3'])
  })

  it('a finger on it pauses it (a swipe is not interrupted)', () => {
    show()
    fireEvent.touchStart(region())
    wait(6000)
    expect(showing()).toEqual(['1 / 3'])
    fireEvent.touchEnd(region())
    wait(2000)
    expect(showing()).toEqual(['2 / 3'])
  })

  it('starts paused for prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
    show()
    expect(button('Play Featured deals')).toHaveAttribute('aria-pressed', 'true')
    wait(10_000)
    expect(showing()).toEqual(['1 / 3'])
  })

  it('one slide: no controls, nothing moves', () => {
    show(['a'])
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    wait(10_000)
    expect(showing()).toEqual(['1 / 1'])
  })

  it('every slide is laid out in the track (the height is the tallest one, whichever shows)', () => {
    show()
    const slides = region().querySelectorAll('.carousel-track > .carousel-slide')
    expect(slides).toHaveLength(3)
    expect(region()).not.toHaveClass('carousel-static')
  })
})
