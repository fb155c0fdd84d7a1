import { useState } from 'react'
import { act, createEvent, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CARDS_PER_VIEW, Carousel, FEATURED_AUTOPLAY_MS, firstCards } from './carousel'

describe('a cards carousel (spec 2 §2, §9)', () => {
  const items = Array.from({ length: 12 }, (_, i) => `d${i + 1}`)
  const region = () => screen.getByRole('region', { name: 'Cafes deals' })
  const slides = () => region().querySelectorAll('.carousel-track > .carousel-slide')
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  /** A card with a popup of its own, as a deal card's "+" opens "Add to My Deals". */
  function Card({ name }: { name: string }) {
    const [open, setOpen] = useState(false)
    return (
      <article>
        <a href={`/deal/${name}`}>Deal {name}</a>
        <button type="button" onClick={() => setOpen(true)}>
          Add {name}
        </button>
        {open && <div role="dialog" aria-label={`Popup ${name}`} />}
      </article>
    )
  }
  const show = (list = items) =>
    render(
      <Carousel
        items={list}
        itemKey={(i) => i}
        renderItem={(i) => <Card name={i} />}
        variant="cards"
        label="Cafes deals"
      />,
    )

  it('at first: the cards one view shows and the next; the rest join the same track on first use', () => {
    expect(CARDS_PER_VIEW).toEqual({ 0: 2, 768: 4, 992: 6, 1200: 8 })
    expect([320, 767, 768, 991, 992, 1199, 1200, 1920].map(firstCards)).toEqual([3, 3, 5, 5, 7, 7, 9, 9])
    vi.stubGlobal('innerWidth', 1280)
    show()
    expect(slides()).toHaveLength(9)
    expect([...slides()].map((s) => s.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 9 }, (_, i) => `${i + 1} / 12`),
    )
    const first = screen.getByRole('link', { name: 'Deal d2' })
    fireEvent.pointerEnter(region())
    expect(slides()).toHaveLength(12)
    // The cards already shown are the same nodes: nothing a person presses is replaced.
    expect(screen.getByRole('link', { name: 'Deal d2' })).toBe(first)
  })

  it('on a phone, 3 cards at first (2 in view, the next to swipe to); a window widened to show more renders them all', async () => {
    vi.stubGlobal('innerWidth', 412)
    show()
    expect(slides()).toHaveLength(3)
    vi.stubGlobal('innerWidth', 600)
    act(() => void window.dispatchEvent(new Event('resize')))
    expect(slides()).toHaveLength(3)
    // Turned: 4 in view from 768 px.
    vi.stubGlobal('innerWidth', 823)
    await act(async () => void window.dispatchEvent(new Event('resize')))
    expect(slides()).toHaveLength(12)
  })

  it("the first tap on a card's button counts: the popup it opens stays open as the row comes into use", async () => {
    show()
    const add = screen.getByRole('button', { name: 'Add d2' })
    // A finger's tap: the pointer arrives, touches and presses; the click opens the popup.
    fireEvent.pointerEnter(region())
    fireEvent.touchStart(add)
    fireEvent.pointerDown(add)
    fireEvent.pointerUp(add)
    fireEvent.click(add)
    expect(screen.getByRole('dialog', { name: 'Popup d2' })).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.getByRole('dialog', { name: 'Popup d2' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add d2' })).toBe(add)
  })

  it('keyboard focus stays where it is when the rest of the cards join', () => {
    show()
    const link = screen.getByRole('link', { name: 'Deal d3' })
    act(() => link.focus())
    expect(slides()).toHaveLength(12)
    expect(document.activeElement).toBe(link)
  })

  it('Previous / Next and the arrow keys scroll the track by one card', () => {
    const scrolled: number[] = []
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100)
    HTMLElement.prototype.scrollBy = function (options?: ScrollToOptions | number) {
      scrolled.push((options as ScrollToOptions).left!)
    } as typeof HTMLElement.prototype.scrollBy
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Next in Cafes deals' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous in Cafes deals' }))
    fireEvent.keyDown(screen.getByRole('link', { name: 'Deal d1' }), { key: 'ArrowRight' })
    // 100 px of card and jsdom's gap (none: it computes no CSS).
    expect(scrolled).toEqual([100, -100, 100])
    expect(slides()).toHaveLength(12)
  })

  it('no cards: nothing; one card: no controls', () => {
    const { container, unmount } = show([])
    expect(container).toBeEmptyDOMElement()
    unmount()
    show(['d1'])
    expect(screen.queryByRole('button', { name: /in Cafes deals$/ })).toBeNull()
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

  it('advances every 2000 ms and loops from the last slide to the first', () => {
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
  })

  it('Previous and Next (named as in the cards carousels) move one slide, looping, and restart the delay', () => {
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
