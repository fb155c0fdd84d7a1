import { useRef } from 'react'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNearViewport } from './use-near-viewport'

/** A stand-in IntersectionObserver the test drives: `enter()` reports the observed elements as near. */
const observers: Array<{
  callback: IntersectionObserverCallback
  targets: Element[]
  options?: IntersectionObserverInit
}> = []
class FakeObserver {
  targets: Element[] = []
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    observers.push(this)
  }
  observe(el: Element) {
    this.targets.push(el)
  }
  disconnect() {
    this.targets = []
  }
}
const enter = (isIntersecting: boolean) =>
  act(() => {
    for (const o of [...observers])
      o.callback(
        o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        o as never,
      )
  })

function Row({ eager = false }: { eager?: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  return <div ref={ref}>{useNearViewport(ref, eager) ? 'cards' : 'placeholder'}</div>
}

afterEach(() => {
  vi.unstubAllGlobals()
  observers.length = 0
})

describe('useNearViewport: below-the-fold content renders when scrolled near', () => {
  it('renders the placeholder until the element comes near the viewport, then the content', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    render(<Row />)
    expect(screen.getByText('placeholder')).toBeTruthy()
    // Half a screen ahead of the viewport's bottom edge.
    expect(observers.at(-1)!.options?.rootMargin).toBe('0px 0px 50% 0px')
    await enter(false)
    expect(screen.getByText('placeholder')).toBeTruthy()
    await enter(true)
    expect(screen.getByText('cards')).toBeTruthy()
    // Once shown it stays: the observer is let go.
    expect(observers.every((o) => o.targets.length === 0)).toBe(true)
  })

  it('renders at once when eager (the first screen) or where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    render(<Row eager />)
    expect(screen.getByText('cards')).toBeTruthy()
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Row />)
    expect(screen.getAllByText('cards')).toHaveLength(2)
  })
})
