import { Suspense } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyWithPreload } from './lazy-with-preload'

const Screen = () => <h1>The screen</h1>
const app = (Lazy: ReturnType<typeof lazyWithPreload>) => (
  <Suspense fallback={<p>Loading…</p>}>
    <Lazy />
  </Suspense>
)

describe('lazyWithPreload', () => {
  it('renders a preloaded chunk in the first render, with no fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }))
    const Lazy = lazyWithPreload(load)
    await Lazy.preload()
    render(app(Lazy))
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('suspends as React.lazy does when the chunk is not in yet', async () => {
    let arrive!: (m: { default: typeof Screen }) => void
    const Lazy = lazyWithPreload(() => new Promise<{ default: typeof Screen }>((resolve) => (arrive = resolve)))
    render(app(Lazy))
    expect(screen.getByText('Loading…')).toBeTruthy()
    await act(async () => arrive({ default: Screen }))
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy()
  })

  it('lets a failed preload be asked again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Screen })
    const Lazy = lazyWithPreload(load)
    await expect(Lazy.preload()).rejects.toThrow('offline')
    await Lazy.preload()
    render(app(Lazy))
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy()
  })
})
