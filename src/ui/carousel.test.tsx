import type { ReactNode } from 'react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CARDS_SWIPER_OPTIONS, Carousel, FEATURED_SWIPER_OPTIONS } from './carousel'
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
  it('featured: one centred slide at a time, looping, autoplaying every 2000 ms', () => {
    expect(FEATURED_SWIPER_OPTIONS).toMatchObject({
      slidesPerView: 1,
      centeredSlides: true,
      loop: true,
      autoplay: { delay: 2000 },
    })
    // Autoplay keeps going after a swipe (it is paused only by the pause button or the pointer over it).
    expect(FEATURED_SWIPER_OPTIONS.autoplay.disableOnInteraction).toBe(false)
    expect(FEATURED_SWIPER_OPTIONS).not.toHaveProperty('breakpoints')
  })

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
  const show = (variant: 'featured' | 'cards', list = items) => {
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

  it('featured', () => {
    expect(show('featured')).toMatchObject({
      slidesPerView: 1,
      centeredSlides: true,
      loop: true,
      autoplay: { delay: 2000 },
    })
    // A single slide cannot loop.
    expect(show('featured', ['a'])).toMatchObject({ slidesPerView: 1, loop: false })
  })

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

  it('the featured carousel starts at once (it autoplays)', async () => {
    show('featured')
    await waitFor(() => expect(region()).not.toHaveClass('carousel-static'))
  })
})
